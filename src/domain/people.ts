// How the app names a person, wherever one appears (team list, history, reviews, shares, cards,
// conflicts): their full name, else their e-mail address. The edge functions follow the same rule
// for e-mails (supabase/functions/_shared/names.ts).

/** Anyone the app may name: a profile, a team member, a brief's owner. */
export interface NamedPerson {
  email: string;
  full_name?: string | null;
}

/** The full name (trimmed) when there is one, else the e-mail address. */
export function displayName(person: NamedPerson): string {
  return person.full_name?.trim() || person.email;
}
