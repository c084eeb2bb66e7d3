// What the test layers need from the machine, set up where we can (Debian, as root) and named
// clearly where we cannot. Used by scripts/test.mjs and by the e2e helpers.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => p && existsSync(p));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return { path: found };
  if (isRoot && hasApt) {
    console.log('Installing Debian’s Chromium for the end-to-end tests (apt-get install chromium)…');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium();
    if (installed) return { path: installed };
  }
  return {
    problem:
      'Chromium is missing: the end-to-end tests need it. On Debian run `apt-get install -y chromium` as root, ' +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  };
}

const PG_URL = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

function canConnect() {
  const r = spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432'], { stdio: 'ignore' });
  return r.status === 0;
}

export function ensurePostgres() {
  if (!existsSync('/usr/bin/pg_ctlcluster')) return { problem: 'No PostgreSQL server on this machine.' };
  if (!isRoot) return { problem: 'PostgreSQL is installed but only root can start it here.' };
  try {
    const clusters = execFileSync('pg_lsclusters', ['-h'], { encoding: 'utf8' }).trim().split('\n');
    const first = clusters[0]?.split(/\s+/);
    if (!first || first.length < 4) return { problem: 'No PostgreSQL cluster found.' };
    const [version, name, port, status] = first;
    if (port !== '5432') return { problem: `The PostgreSQL cluster listens on ${port}, not 5432.` };
    if (status !== 'online') spawnSync('pg_ctlcluster', [version, name, 'start'], { stdio: 'inherit' });
    for (let i = 0; i < 20 && !canConnect(); i++) spawnSync('sleep', ['0.5']);
    // Password auth over TCP for the test client; local peer auth as the postgres user sets it.
    spawnSync('su', ['postgres', '-c', `psql -q -c "alter user postgres password 'postgres'"`], {
      stdio: 'ignore',
    });
    if (!canConnect()) return { problem: 'PostgreSQL did not start.' };
    return { url: PG_URL };
  } catch (error) {
    return { problem: `PostgreSQL could not be prepared (${error.message}).` };
  }
}
