// `npm run stack`: the local Supabase (API + inbox) alone, configured by env:
// (objects of Storage live in DATA_DIR/storage)
// API_PORT (54321), DATA_DIR (.local/data), DATABASE_URL (PostgreSQL instead of PGlite), SITE_URL,
// LOCAL_ADMIN_EMAIL / LOCAL_ADMIN_PASSWORD, FUNCTIONS_RUNTIME=deno, LOG_REQUESTS=1.
import { createServiceClient, moveFilesToStorage } from '../../scripts/move-files-to-storage/move.ts';
import { startStack, type Stack } from './stack.ts';

export async function startFromEnv(): Promise<Stack> {
  const stack = await startStack({
    port: Number(process.env.API_PORT ?? 54321),
    dataDir: process.env.DATA_DIR ?? '.local/data',
    databaseUrl: process.env.DATABASE_URL || undefined,
    siteUrl: process.env.SITE_URL || undefined,
    log: process.env.LOG_REQUESTS === '1',
  });
  // A data directory from before files lived in Storage: its data-URL files move now, as the deploy
  // checklist's one-off move does on hosted (one call when nothing is waiting).
  const moved = await moveFilesToStorage(createServiceClient(stack.url, stack.serviceRoleKey));
  if (moved.moved > 0) console.log(`Moved ${moved.moved} files kept as data URLs into Storage.`);
  for (const failure of moved.failed) {
    console.log(`Not moved into Storage: brief ${failure.briefId}, item ${failure.ref}: ${failure.reason}`);
  }
  return stack;
}

export function describeStack(stack: Stack): string {
  const admin = stack.adminCreated
    ? `Local admin (created now): ${stack.adminEmail} / ${stack.adminPassword}`
    : `Local admin: ${stack.adminEmail} (password as when it was created; default ${stack.adminPassword})`;
  return [
    `API       ${stack.url}  (/auth/v1, /rest/v1, /storage/v1, /functions/v1, /realtime/v1)`,
    `Inbox     ${stack.url}/inbox`,
    `Database  ${stack.db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${process.env.DATA_DIR ?? '.local/data'}`}`,
    `Anon key  ${stack.anonKey}`,
    admin,
  ].join('\n');
}

/** Closes the stack once on Ctrl-C / SIGTERM so PGlite flushes its files. */
export function closeOnSignal(close: () => Promise<void>): void {
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      console.log('\nStopping…');
      void close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const stack = await startFromEnv();
  console.log(`Briefsmith local Supabase is running.\n${describeStack(stack)}\nPress Ctrl-C to stop.`);
  closeOnSignal(() => stack.close());
}
