// Names of members by id, for history authors and reviewers: the full name, else the e-mail.
import { displayName } from '../../domain/people';
import { loadSupabase } from '../../lib/load-supabase';

export interface Person {
  id: string;
  email: string;
  full_name: string | null;
}

export const personName = (person: Pick<Person, 'email' | 'full_name'>) => displayName(person);

export async function peopleById(ids: (string | null)[]): Promise<Map<string, Person>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('profiles').select('id, email, full_name').in('id', wanted);
  if (error) throw error;
  return new Map(data.map((person) => [person.id, person]));
}

export async function namesOf(ids: (string | null)[]): Promise<Map<string, string>> {
  const people = await peopleById(ids);
  return new Map([...people].map(([id, person]) => [id, personName(person)]));
}
