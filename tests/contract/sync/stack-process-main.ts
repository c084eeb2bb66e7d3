// The local stack in a process of its own, for tests that kill it (stack-process.ts starts it): a
// fixed port so clients reconnect to the same address after a restart, PostgreSQL at STACK_DATABASE_URL
// or PGlite in STACK_DATA_DIR, and the tests' low bcrypt cost and generous auth limits. Prints one
// JSON line {url} once it serves.
import { startStack } from '../../../supabase/local/stack.ts';
import { GENEROUS_AUTH_LIMITS } from '../../support/stack.ts';

const stack = await startStack({
  port: Number(process.env.STACK_PORT),
  databaseUrl: process.env.STACK_DATABASE_URL || undefined,
  dataDir: process.env.STACK_DATA_DIR || undefined,
  bcryptCost: 4,
  authLimits: GENEROUS_AUTH_LIMITS,
});
process.stdout.write(`${JSON.stringify({ url: stack.url })}\n`);
process.on('SIGTERM', () => {
  void stack.close().then(() => process.exit(0));
});
