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
