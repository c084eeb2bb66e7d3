// Types of test-env.mjs, for the TypeScript that imports it (the bench).
export function findChromium(): string | undefined;
export function ensureChromium(): { path?: string; problem?: string };
export function ensurePostgres(): { url?: string; problem?: string };
