#!/usr/bin/env node
// `npm start`: build the PWA and serve it at http://127.0.0.1:4173. (The local stack joins in issue 4.)
import { spawnSync, spawn } from 'node:child_process';

const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const preview = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', '4173', '--strictPort'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => preview.kill(signal));
preview.on('exit', (code) => process.exit(code ?? 0));
