// Moves the files kept as data URLs into Storage (move.ts), once, after the migrations of this change
// are deployed: `SUPABASE_URL=… SUPABASE_SERVICE_ROLE_KEY=… npx tsx scripts/move-files-to-storage/main.ts`.
// Safe to run again: what has moved is not found again, and a cut-off run finishes where it stopped.
import { createServiceClient, moveFilesToStorage } from './move.ts';

const url = process.env.SUPABASE_URL;
const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
if (!url || !key) {
  console.error('Set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (the project’s service role key).');
  process.exit(2);
}
const service = createServiceClient(url, key);
const report = await moveFilesToStorage(service);
console.log(
  `Moved ${report.moved} files into Storage; ${report.rewritten} rows and history entries rewritten.`,
);
for (const failure of report.failed) {
  console.log(`Not moved: brief ${failure.briefId}, item ${failure.ref}: ${failure.reason}`);
}
process.exit(report.failed.length > 0 ? 1 : 0);
