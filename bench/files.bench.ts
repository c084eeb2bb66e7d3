// Files in Storage (docs/design.md §25), over the real local stack with test devices (the real engine,
// upload queue, supabase-js and tus-js-client; fake-indexeddb): the synced row of a brief with 20 brand
// documents and 10 visual style files (references only); pulling 5,000 briefs (plain, and filled in as an
// agency would) with 2 file references each into an empty device against the same briefs without files;
// a colleague's live update while a 50 MB file uploads on the same device; and how much an upload cut
// off at 60 % sends again when it resumes after a reload. The stack runs in this process, so an upload's chunks and a pull share one
// event loop with the devices — a hosted server would not.
import { randomUUID } from 'node:crypto';
import { getBrief, saveBrief } from '../src/data/briefs-repository.ts';
import { localFile } from '../src/data/file-reads.ts';
import type { StoredFile } from '../src/domain/brief.ts';
import { encodeStoredFile } from '../src/domain/file-refs.ts';
import { Device } from '../tests/contract/sync/device.ts';
import { deviceFor, edit, newMember, share } from '../tests/contract/sync/fixtures.ts';
import { cuttingProxy } from '../tests/support/cutting-proxy.ts';
import { startTestStack, type Member, type Stack } from '../tests/support/stack.ts';
import { attachFiles, chooseFile, fullBrief, MiB, until, untilUploaded } from './file-devices.ts';
import { scale } from './scale.ts';

export const name = 'Files in Storage';

const ms = (value: number) => `${value.toFixed(0)} ms`;
const kb = (bytes: number) => `${bytes.toLocaleString('en-US')} bytes (${(bytes / 1024).toFixed(1)} KB)`;
const mb = (bytes: number) => `${bytes.toLocaleString('en-US')} bytes (${(bytes / MiB).toFixed(2)} MiB)`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const median = (values: number[]) => percentile(values, 50);

/** The brief's row as a colleague's pull receives it (the pull RPC's JSON), in bytes. */
async function pulledRowBytes(device: Device, briefId: string): Promise<number> {
  const { data, error } = await device.supabase.rpc('pull_brief_changes', { max_rows: 1000 });
  if (error) throw new Error(error.message);
  const rows = (data as { rows: { id: string }[] }).rows;
  const row = rows.find((candidate) => candidate.id === briefId);
  if (!row) throw new Error('the brief was not pulled');
  return Buffer.byteLength(JSON.stringify(row));
}

/** (a) 20 brand documents and 10 visual style files, uploaded by the queue and pushed as references. */
async function rowFigures(stack: Stack) {
  const member = await newMember(stack, 'bench-row');
  const device = await deviceFor(stack, member, { files: {} });
  try {
    const sizes = async (label: string, nameOf: (kind: string, i: number) => string, docBytes: number) => {
      const brief = await fullBrief(device, `Files ${label}`);
      const documents: StoredFile[] = [];
      const images: StoredFile[] = [];
      for (let i = 0; i < 20; i++)
        documents.push(await chooseFile(device, brief.id, nameOf('pdf', i), 'application/pdf', docBytes));
      for (let i = 0; i < 10; i++)
        images.push(await chooseFile(device, brief.id, nameOf('png', i), 'image/png', scale(400_000, 2_000)));
      await attachFiles(device, brief.id, documents, images);
      await untilUploaded(device, [...documents, ...images]);
      await device.sync();
      const references = [...documents, ...images].reduce(
        (sum, item) => sum + Buffer.byteLength(JSON.stringify(encodeStoredFile(item))),
        0,
      );
      return { row: await pulledRowBytes(device, brief.id), references };
    };
    const typical = await sizes(
      'typical',
      (ext, i) => `Acme brand guidelines 2026 — part ${i + 1} (final v3).${ext}`,
      scale(1_500_000, 2_000),
    );
    // The longest names a file system gives (255 characters): the largest references there are.
    const longest = await sizes('longest names', (ext, i) => `${String(i).padEnd(251, 'n')}.${ext}`, 2_000);
    return {
      'synced row of a full brief with 20 documents + 10 images, typical names (budget ≤ 32 KB)': kb(
        typical.row,
      ),
      '… of which its 30 file references (typical names)': kb(typical.references),
      'synced row, same brief with 255-character file names (budget ≤ 32 KB)': kb(longest.row),
      '… of which its 30 file references (255-character names)': kb(longest.references),
    };
  } finally {
    await device.close();
  }
}

/** Seeds `count` briefs for `member` with the same text; with two file references each when `files`. */
/**
 * A brief as an agency fills it in: every text field a sentence or two, every list three items (about
 * 4 KB of JSON, where the bench's plain brief is about 1.6 KB).
 */
const FILLED = `update public.briefs set
  project_name = 'Spring relaunch ' || title, industry = 'Consumer goods', project_type = 'Campaign',
  business_objectives = repeat('Grow awareness among first-time buyers in the three launch markets. ', 2),
  key_messages = array['Made to last, priced to try', 'Designed with the people who use it', 'Better for the planet'],
  success_metrics = 'Aided awareness +8 points; 20,000 sign-ups in the first quarter; cost per lead under 12 EUR.',
  primary_audience = 'Urban families, 28–45, who buy online and compare before they choose.',
  demographics = 'Two incomes, one or two children, rented flats in large cities.',
  psychographics = 'Value honesty and durability; distrust loud promises; follow friends more than brands.',
  pain_points = array['Too many similar products', 'Hidden costs at checkout', 'Things that break after a year'],
  user_journey = 'Sees a friend''s post, reads two reviews, compares prices, buys on the second visit.',
  brand_personality = array['Warm', 'Straightforward', 'Quietly confident'],
  tone_of_voice = 'Plain words, short sentences, a little humour; never pushy.',
  brand_values = array['Honesty', 'Durability', 'Care'],
  brand_promise = 'Things that keep working, from people who answer.',
  differentiators = array['Ten-year guarantee', 'Repair service', 'Transparent pricing'],
  direct_competitors = array['Acme: strong retail | weak online', 'Globex: cheap | fragile', 'Initech: loved | expensive'],
  competitive_advantage = 'The only one in the category with a ten-year guarantee and free repairs.',
  timeline = 'Brief sign-off in two weeks; launch in ten.', budget = '€120,000',
  constraints = array['Existing logo stays', 'No celebrity endorsements', 'Two languages'],
  visual_style = 'Natural light, real homes, warm neutrals with one accent colour.',
  color_preferences = 'Oat, charcoal, a single tomato red.',
  design_donts_list = array['No stock smiles', 'No gradients', 'No more than two typefaces'],
  additional_notes = 'The product team joins every review; legal checks claims about the guarantee.'
  where user_id = $1`;

async function seedBriefs(stack: Stack, member: Member, count: number, files: boolean, filled = false) {
  const ids = Array.from({ length: count }, () => randomUUID());
  const fileIds = ids.map(() => [randomUUID(), randomUUID()] as const);
  if (files) {
    // The objects' rows, as an upload writes them (the row's check requires each object and its size).
    await stack.db.query(
      `insert into storage.objects (bucket_id, name, owner, version, metadata)
       select 'brief-files', b || '/' || f, $1::uuid, gen_random_uuid()::text,
              jsonb_build_object('size', 1048576, 'mimetype', 'application/pdf')
       from unnest($2::uuid[], $3::uuid[]) as t(b, f)`,
      [member.id, [...ids, ...ids], [...fileIds.map((f) => f[0]), ...fileIds.map((f) => f[1])]],
    );
  }
  const reference = (briefId: string, fileId: string, name: string, type: string) =>
    encodeStoredFile({
      name,
      file: { id: fileId, path: `${briefId}/${fileId}`, size: 1048576, type, sha256: 'a'.repeat(64) },
    });
  const documents = ids.map((id, i) =>
    files ? [reference(id, fileIds[i]![0], `Brand guidelines ${i}.pdf`, 'application/pdf')] : [],
  );
  const images = ids.map((id, i) =>
    files ? [reference(id, fileIds[i]![1], `Moodboard ${i}.png`, 'image/png')] : [],
  );
  await stack.db.query(
    `insert into public.briefs (id, user_id, title, company, description, primary_goals, brand_documents, visual_style_files)
     select t.id, $1, 'Brief ' || t.n, 'Company ' || t.n, repeat('Words of a description. ', 20),
            array['Goal one', 'Goal two'], array(select jsonb_array_elements_text(t.docs)),
            array(select jsonb_array_elements_text(t.imgs))
     from unnest($2::uuid[], $3::jsonb[], $4::jsonb[]) with ordinality as t(id, docs, imgs, n)`,
    [member.id, ids, documents.map((d) => JSON.stringify(d)), images.map((d) => JSON.stringify(d))],
  );
  // Before any pull: an update moves updated_at, which the first pull does not mind.
  if (filled) await stack.db.query(FILLED, [member.id]);
  // The seed held the event loop for longer than the stack keeps an idle connection open (see
  // bench/sync.bench.ts): throwaway requests meet the closed sockets.
  for (let i = 0; i < 2; i++) await fetch(`${stack.url}/auth/v1/settings`).catch(() => undefined);
}

type PullTime = { wall: number; cpu: number };

/** Wall time, and this process's CPU time (the device and the in-process stack: less swayed by other load). */
async function pullOnce(stack: Stack, member: Member, expected: number): Promise<PullTime> {
  const device = new Device(stack, member);
  await device.signIn();
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  await device.engine.syncNow();
  const cpuUsed = process.cpuUsage(cpuStart);
  const elapsed = { wall: performance.now() - start, cpu: (cpuUsed.user + cpuUsed.system) / 1000 };
  const count = await device.db.briefs.count();
  await device.close();
  if (count !== expected) throw new Error(`pulled ${count} briefs, expected ${expected}`);
  return elapsed;
}

/** The JSON of a first pull page, in bytes per brief. */
async function pulledBytesPerBrief(stack: Stack, member: Member): Promise<number> {
  const device = new Device(stack, member);
  await device.signIn();
  try {
    const { data, error } = await device.supabase.rpc('pull_brief_changes', { max_rows: 500 });
    if (error) throw new Error(error.message);
    return Buffer.byteLength(JSON.stringify(data)) / (data as { rows: unknown[] }).rows.length;
  } finally {
    await device.close();
  }
}

/** (b) The same briefs with and without two file references each, pulled into empty devices in turn. */
async function pullFigures(stack: Stack, filled: boolean) {
  const count = scale(5000, 20);
  const label = filled ? 'filled-in briefs' : 'briefs';
  const withFiles = await newMember(stack, `bench-pull-files${filled ? '-filled' : ''}`);
  const without = await newMember(stack, `bench-pull-plain${filled ? '-filled' : ''}`);
  await seedBriefs(stack, withFiles, count, true, filled);
  await seedBriefs(stack, without, count, false, filled);
  const times = { files: [] as PullTime[], plain: [] as PullTime[] };
  // Alternated (and in turn first), so the machine's other load and a warm cache fall on both alike.
  for (let round = 0; round < scale(8, 1); round++) {
    const order = round % 2 === 0 ? (['plain', 'files'] as const) : (['files', 'plain'] as const);
    for (const kind of order)
      times[kind].push(await pullOnce(stack, kind === 'files' ? withFiles : without, count));
  }
  const size = count.toLocaleString('en-US');
  const wall = (kind: 'files' | 'plain') => times[kind].map((time) => time.wall);
  const cpu = (kind: 'files' | 'plain') => times[kind].map((time) => time.cpu);
  const spread = (values: number[]) =>
    `median ${ms(median(values))} (fastest ${ms(Math.min(...values))}, slowest ${ms(Math.max(...values))}; ${values.length} pulls)`;
  const [plainBytes, filesBytes] = [
    await pulledBytesPerBrief(stack, without),
    await pulledBytesPerBrief(stack, withFiles),
  ];
  return {
    [`pull ${size} ${label} without files into an empty device`]: spread(wall('plain')),
    [`pull ${size} ${label} with 2 file references each`]: spread(wall('files')),
    [`${label}: with files ÷ without, medians (budget within 10 %: ≤ 1.10)`]: (
      median(wall('files')) / median(wall('plain'))
    ).toFixed(3),
    [`${label}: with files ÷ without, fastest pulls`]: (
      Math.min(...wall('files')) / Math.min(...wall('plain'))
    ).toFixed(3),
    [`${label}: with files ÷ without, CPU time of device and stack, medians`]: (
      median(cpu('files')) / median(cpu('plain'))
    ).toFixed(3),
    [`${label}: pulled JSON per brief, without files / with 2 references`]: `${plainBytes.toFixed(0)} / ${filesBytes.toFixed(0)} bytes`,
  };
}

/** (c) A colleague's live update while a 50 MB file uploads on the device that made the change. */
async function liveWhileUploading(stack: Stack) {
  const owner = await newMember(stack, 'bench-upload-a');
  const colleague = await newMember(stack, 'bench-upload-b');
  const a = await deviceFor(stack, owner, { live: true, files: {} });
  const b = await deviceFor(stack, colleague, { live: true });
  const latencies: number[] = [];
  const uploads: number[] = [];
  const size = scale(50 * MiB, 7 * MiB);
  try {
    let text = await getBrief(a.db, (await fullBrief(a, 'Text')).id);
    const carrier = await fullBrief(a, 'Carrier');
    await a.sync();
    await share(a, text!.id, colleague, 'write');
    await until(async () => (await getBrief(b.db, text!.id)) !== undefined);
    for (let round = 0; round < scale(3, 1); round++) {
      const big = await chooseFile(a, carrier.id, `Master deck ${round}.pdf`, 'application/pdf', size);
      await attachFiles(a, carrier.id, [big], []);
      const uploadStart = performance.now();
      void a.engine.syncNow();
      // The resumable upload exists: its chunks are on their way.
      await until(async () => Boolean((await localFile(a.db, big.file.id))?.resumeUrl), 60_000);
      for (let i = 0; ; i++) {
        const budget = `round ${round} save ${i}`;
        text = edit(text!, { budget });
        const start = performance.now();
        await saveBrief(a.db, text, a.ctx);
        void a.engine.syncNow();
        await until(async () => (await getBrief(b.db, text!.id))?.requirements.budget === budget, 30_000);
        const arrived = performance.now() - start;
        // Counted only while the file was still uploading when the change arrived.
        if ((await localFile(a.db, big.file.id))?.upload !== 'pending') break;
        latencies.push(arrived);
      }
      await untilUploaded(a, [big]);
      uploads.push(performance.now() - uploadStart);
    }
  } finally {
    await a.close();
    await b.close();
  }
  const samples = latencies.length;
  const file = `${(size / MiB).toFixed(0)} MiB`;
  return {
    [`while a ${file} file uploads on A: a text change on A → in B's database, p50 (${samples} changes)`]:
      samples ? ms(percentile(latencies, 50)) : 'no change arrived while the file uploaded',
    [`… p95 (${samples} changes; live budget 2 s)`]: samples ? ms(percentile(latencies, 95)) : '-',
    '… max': samples ? ms(Math.max(...latencies)) : '-',
    [`${file} upload to the local stack, median of ${uploads.length}`]: ms(median(uploads)),
  };
}

/** (d) An upload cut off at 60 %, resumed after a reload: what crosses the network beyond the file. */
async function resumeFigures(stack: Stack, size: number) {
  const member = await newMember(stack, 'bench-resume');
  const proxy = await cuttingProxy(stack.url);
  const device = await deviceFor(stack, member, { files: { apiUrl: proxy.url } });
  try {
    const brief = await fullBrief(device, 'Resume');
    await device.sync();
    const big = await chooseFile(device, brief.id, 'Guidelines.pdf', 'application/pdf', size);
    await attachFiles(device, brief.id, [big], []);
    const start = proxy.sent();
    proxy.cutAfter(Math.round(size * 0.6));
    void device.sync();
    await until(async () => proxy.isDown(), 120_000);
    // A reload while the network is still gone (the queue keeps where to resume).
    await device.restart();
    const confirmed = (await localFile(device.db, big.file.id))!.sentBytes;
    const beforeCut = proxy.sent() - start;
    proxy.restore();
    await untilUploaded(device, [big]);
    const total = proxy.sent() - start;
    const label = `upload of ${size.toLocaleString('en-US')} bytes cut at 60 %`;
    return {
      [`${label}: crossed the network before the cut / confirmed to the device`]: `${mb(beforeCut)} / ${mb(confirmed)}`,
      // A chunk cut off midway is dropped by the server (as storage-api's is), one it received whole is
      // kept even if its answer was lost (HEAD says where to go on): what crosses beyond the file itself
      // is what had been sent of a chunk cut off, and headers.
      [`${label}: re-sent when it resumes — everything beyond the file's size, HTTP headers of every request included (budget ≤ one 6 MiB chunk)`]:
        mb(total - size),
    };
  } finally {
    await device.close();
    await proxy.close();
  }
}

export async function run(): Promise<Record<string, string | number>> {
  const stack = await startTestStack();
  try {
    return {
      ...(await rowFigures(stack)),
      ...(await pullFigures(stack, false)),
      ...(await pullFigures(stack, true)),
      ...(await liveWhileUploading(stack)),
      ...(await resumeFigures(stack, scale(30_000_000, 7 * MiB))),
      ...(await resumeFigures(stack, scale(50 * MiB, 8 * MiB))),
      note: 'the local stack on PGlite in this process; devices on fake-indexeddb',
    };
  } finally {
    await stack.close();
  }
}
