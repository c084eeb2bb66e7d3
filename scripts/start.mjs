#!/usr/bin/env node
// `npm start`: build the PWA against the local stack, start the stack (API + inbox) in this process,
// and serve the app at http://127.0.0.1:4173. Env: APP_PORT (4173), API_PORT (54321), DATA_DIR
// (.local/data), DATABASE_URL, VITE_SITE_URL / SITE_URL, LOCAL_ADMIN_EMAIL / LOCAL_ADMIN_PASSWORD,
// SKIP_BUILD=1 to serve an existing dist/.
import { spawnSync } from 'node:child_process';
import { register } from 'tsx/esm/api';

register();
const { ANON_KEY } = await import('../supabase/local/keys.ts');
const { startFromEnv, describeStack, closeOnSignal } = await import('../supabase/local/main.ts');
const { serveStatic } = await import('../supabase/local/static/server.ts');

const appPort = Number(process.env.APP_PORT ?? 4173);
const apiPort = Number(process.env.API_PORT ?? 54321);
const appUrl = `http://127.0.0.1:${appPort}`;

if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync('npx', ['vite', 'build'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_SUPABASE_URL: `http://127.0.0.1:${apiPort}`,
      VITE_SUPABASE_ANON_KEY: ANON_KEY,
      ...(process.env.VITE_SITE_URL ? { VITE_SITE_URL: process.env.VITE_SITE_URL } : {}),
    },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.SITE_URL ??= process.env.VITE_SITE_URL || appUrl;
const stack = await startFromEnv();
const app = await serveStatic('dist', appPort, '127.0.0.1', { apiUrl: stack.url });
console.log(`\nBriefsmith is running.\nApp       ${app.url}\n${describeStack(stack)}\nPress Ctrl-C to stop.`);
closeOnSignal(async () => {
  await app.close();
  await stack.close();
});
