// The e2e stack's API port. The API URL is compiled into the build, so a run wants the same port for
// all its files (one cached build) and must get it back after stopping the stack (the offline
// journeys). Runs on one machine may overlap (two people running the suite), so each environment
// claims a port with a lock file and the next one moves to the following port.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LOCKS = fileURLToPath(new URL('../../../test-results/e2e-ports/', import.meta.url));
const FIRST_PORT = Number(process.env.E2E_API_PORT ?? 55421);
const ATTEMPTS = 40;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function tryLock(port: number): boolean {
  const file = path.join(LOCKS, `${port}.lock`);
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch {
    const owner = Number(readFileSync(file, 'utf8').trim() || '0');
    if (owner && isAlive(owner)) return false;
    rmSync(file, { force: true }); // left by a run that died
    return tryLock(port);
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export interface PortClaim {
  port: number;
  release(): void;
}

export async function claimApiPort(): Promise<PortClaim> {
  mkdirSync(LOCKS, { recursive: true });
  for (let port = FIRST_PORT; port < FIRST_PORT + ATTEMPTS; port++) {
    if (!tryLock(port)) continue;
    if (await isFree(port)) {
      return { port, release: () => rmSync(path.join(LOCKS, `${port}.lock`), { force: true }) };
    }
    rmSync(path.join(LOCKS, `${port}.lock`), { force: true });
  }
  throw new Error(`No free port for the e2e stack in ${FIRST_PORT}–${FIRST_PORT + ATTEMPTS - 1}`);
}
