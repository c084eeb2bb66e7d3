// The brief the comments bench and its profiling aid open: filled in, owned by a new member, with
// `threads` threads of a question and `replies` replies over the view's sections (every fifth thread
// resolved), written as the server would have them (push_comment_changes is measured by the db and
// contract tests).
import type { Stack } from '../supabase/local/stack.ts';
import { createMember, signedInClient } from '../tests/support/stack.ts';

const SECTIONS = ['overview', 'goals', 'audience', 'brand', 'creative', 'requirements'];

export async function commentedBrief(
  stack: Stack,
  { email, threads, replies }: { email: string; threads: number; replies: number },
): Promise<{ owner: { email: string; password: string }; briefId: string }> {
  const owner = await createMember(stack, { email });
  const client = await signedInClient(stack, owner.email, owner.password);
  const { data, error } = await client
    .from('briefs')
    .insert({
      title: 'Five hundred comments',
      company: 'Acme',
      description: 'A brief argued over at length',
      business_objectives: 'Be argued over',
      primary_audience: 'Everyone',
      tone_of_voice: 'Calm',
      budget: '€10,000',
      user_id: owner.id,
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  const briefId = (data as { id: string }).id;
  await client.auth.signOut();
  await stack.db.query(
    `with threads as (
       select gen_random_uuid() as id, g, (array[${SECTIONS.map((s) => `'${s}'`).join(',')}])[1 + g % ${SECTIONS.length}] as section
       from generate_series(1, $2::int) g
     )
     insert into public.brief_comments (id, brief_id, thread_id, section, author_id, body, resolved_at)
     select t.id, $1::uuid, t.id, t.section, $3::uuid, 'Question ' || t.g || ': is this the right call for the launch?',
            case when t.g % 5 = 0 then now() end
     from threads t
     union all
     select gen_random_uuid(), $1::uuid, t.id, t.section, $3::uuid, 'Reply ' || r || ' to question ' || t.g, null::timestamptz
     from threads t cross join generate_series(1, $4::int) r`,
    [briefId, threads, owner.id, replies],
  );
  return { owner, briefId };
}
