// The one-off move of data-URL files into Storage (scripts/move-files-to-storage) against the local
// stack, with the service role key as an operator runs it on hosted: every data-URL item of a brief's
// row and of its history becomes a reference to an object in `brief-files` holding the same bytes,
// the brief's readers download it with supabase-js, an old version restores with its file, and a
// second run finds nothing left.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveFilesToStorage } from '../../../scripts/move-files-to-storage/move.ts';
import {
  createMember,
  serviceClient,
  signedInClient,
  startTestStack,
  type Stack,
} from '../../support/stack.ts';

let stack: Stack;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

const dataUrlItem = (name: string, type: string, bytes: Uint8Array) =>
  JSON.stringify({ data: `data:${type};base64,${Buffer.from(bytes).toString('base64')}`, name });

describe('moving data-URL files into Storage', () => {
  it('rewrites rows and history to references whose objects hold the same bytes', async () => {
    const alice = await createMember(stack, { email: 'alice@example.test', password: 'alice-password' });
    const asAlice = await signedInClient(stack, alice.email, alice.password);
    const brief = randomUUID();
    const guide = new Uint8Array(3000).map((_, i) => i % 256);
    const mood = new Uint8Array(500).fill(9);
    const first = dataUrlItem('Guide.pdf', 'application/pdf', guide);
    const second = dataUrlItem('Guide v2.pdf', 'application/pdf', new Uint8Array(4000).fill(1));
    const image = dataUrlItem('Mood.png', 'image/png', mood);
    expect(
      (
        await asAlice
          .from('briefs')
          .insert({ id: brief, user_id: alice.id, title: 'Old', brand_documents: [first] })
      ).error,
    ).toBeNull();
    // A later version by another entry (a minute on), so the first file lives on in history only.
    await stack.db.query(
      "update public.brief_history set created_at = created_at - interval '2 minutes' where brief_id = $1",
      [brief],
    );
    await asAlice
      .from('briefs')
      .update({ brand_documents: [second], visual_style_files: [image] })
      .eq('id', brief);

    const report = await moveFilesToStorage(serviceClient(stack));
    expect(report.failed).toEqual([]);
    expect(report.moved).toBe(3);

    const row = await asAlice
      .from('briefs')
      .select('brand_documents, visual_style_files')
      .eq('id', brief)
      .single();
    const items = [...row.data!.brand_documents, ...row.data!.visual_style_files].map(
      (item: string) =>
        JSON.parse(item) as { name: string; file: { path: string; size: number; type: string } },
    );
    expect(items.map((i) => [i.name, i.file.size, i.file.type])).toEqual([
      ['Guide v2.pdf', 4000, 'application/pdf'],
      ['Mood.png', 500, 'image/png'],
    ]);
    const image2 = await asAlice.storage.from('brief-files').download(items[1]!.file.path);
    expect(new Uint8Array(await image2.data!.arrayBuffer())).toEqual(mood);

    const history = await asAlice.from('brief_history').select('changes').eq('brief_id', brief).order('id');
    const text = JSON.stringify(history.data);
    expect(text).not.toContain('data:');
    expect(text).not.toMatch(/"file":"[0-9a-f]{32}"/);
    const created = history.data![0]!.changes as { brand_documents: { after: string[] } };
    const oldGuide = JSON.parse(created.brand_documents.after[0]!) as { file: { path: string } };
    const downloaded = await asAlice.storage.from('brief-files').download(oldGuide.file.path);
    expect(new Uint8Array(await downloaded.data!.arrayBuffer())).toEqual(guide);

    // Restoring the first version brings its file back.
    const restored = await asAlice
      .from('briefs')
      .update({ brand_documents: created.brand_documents.after })
      .eq('id', brief);
    expect(restored.error).toBeNull();

    const staged = await stack.db.query('select 1 from private.history_file_moves');
    expect(staged.rows).toEqual([]);
    expect(await moveFilesToStorage(serviceClient(stack))).toEqual({ moved: 0, rewritten: 0, failed: [] });
  });
});
