// FUNCTIONS_RUNTIME=deno: each function runs under the real Deno binary (`index.ts`, exactly the file
// `supabase functions deploy` ships) on a free loopback port; the stack proxies requests to it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

export interface DenoFunction {
  url: string;
  stop(): void;
}

function denoBinary(): string {
  const pkg = path.dirname(require.resolve('deno/package.json'));
  return path.join(pkg, '..', '.bin', 'deno');
}

export function startDenoFunction(dir: string, env: Record<string, string>): Promise<DenoFunction> {
  const child: ChildProcess = spawn(
    denoBinary(),
    ['run', '--allow-net', '--allow-env', '--allow-read', '--no-prompt', path.join(dir, 'index.ts')],
    {
      cwd: dir,
      env: { ...process.env, ...env, DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`Deno function in ${dir} did not start:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /Listening on (http:\/\/[^\s/]+)\/?/.exec(output);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve({ url: m[1], stop: () => child.kill() });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Deno function in ${dir} exited with ${code}:\n${output}`));
    });
  });
}
