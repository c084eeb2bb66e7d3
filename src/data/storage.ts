// Storage limits: a full disk must be a clear message that loses nothing (the failed transaction is
// rolled back whole), and the browser is asked once to keep our data (persistent storage).

export const STORAGE_FULL_MESSAGE =
  'Your device is out of storage space, so this change was not saved. Free up some space and try again.';

export class StorageFullError extends Error {
  readonly userMessage = STORAGE_FULL_MESSAGE;
  constructor(options?: { cause?: unknown }) {
    super(STORAGE_FULL_MESSAGE, options);
    this.name = 'StorageFullError';
  }
}

/** Dexie wraps IndexedDB errors (AbortError with `inner`), so look through the chain. */
export function isQuotaError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const { name, inner, cause } = current as { name?: string; inner?: unknown; cause?: unknown };
    if (name === 'QuotaExceededError' || name === 'QuotaExceeded') return true;
    current = inner ?? cause;
  }
  return false;
}

/** Runs a local write, turning a quota error into a `StorageFullError`. */
export async function guardQuota<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError({ cause: error });
    throw error;
  }
}

let persistRequested = false;

/** Asks for persistent storage once per session (after the first save); harmless where unsupported. */
export function requestPersistentStorage(
  storage: StorageManager | undefined = globalThis.navigator?.storage,
) {
  if (persistRequested || typeof storage?.persist !== 'function') return;
  persistRequested = true;
  storage.persist().catch(() => {
    persistRequested = false;
  });
}

/**
 * Why the local database cannot be used, from the error an open or a read failed with (Dexie wraps the
 * browser's errors, so the chain is searched): 'quota' (the device is full), 'blocked' (an upgrade is held
 * up, or the database was closed under us, by another tab with an older version), 'unavailable' (no
 * IndexedDB here, e.g. some private modes). null for anything else.
 */
export type StorageFailure = 'quota' | 'blocked' | 'unavailable';

const FAILURES: Record<string, StorageFailure> = {
  QuotaExceededError: 'quota',
  QuotaExceeded: 'quota',
  StorageFullError: 'quota',
  VersionError: 'blocked',
  UpgradeError: 'blocked',
  BlockedError: 'blocked',
  DatabaseClosedError: 'blocked',
  MissingAPIError: 'unavailable',
  InvalidStateError: 'unavailable',
  SecurityError: 'unavailable',
};

export function storageFailure(error: unknown): StorageFailure | null {
  let current: unknown = error;
  let found: StorageFailure | null = null;
  for (let depth = 0; current && depth < 5; depth++) {
    const { name, inner, cause } = current as { name?: string; inner?: unknown; cause?: unknown };
    found = (name && FAILURES[name]) || found;
    if (found === 'quota') return found;
    current = inner ?? cause;
  }
  return found;
}
