// Runs the local stack in its own Node process for the component tests: under jsdom, jose (which the
// stack uses to sign and verify JWTs) takes its browser build and rejects Node's keys, so the server
// side must not share the test's environment. Prints one JSON line with the URL and keys, then serves
// until stdin closes (the test process ended).
import { startTestStack } from '../../support/stack.ts';

const stack = await startTestStack();
process.stdout.write(
  `${JSON.stringify({ url: stack.url, anonKey: stack.anonKey, serviceRoleKey: stack.serviceRoleKey })}\n`,
);
process.stdin.resume();
process.stdin.on('end', () => void stack.close().then(() => process.exit(0)));
