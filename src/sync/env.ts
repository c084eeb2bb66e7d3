// Everything the engine takes from its surroundings, injectable so a test can drive time, randomness,
// connectivity, tabs and visibility deterministically. Defaults read the browser's globals.

type Listener = () => void;

export type SyncEnvironment = {
  now(): number;
  random(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** navigator.onLine (true where unknown). */
  isOnline(): boolean;
  isVisible(): boolean;
  /** Subscribes to 'online', 'offline' and 'visible'; returns the unsubscribe function. */
  on(event: 'online' | 'offline' | 'visible', listener: Listener): () => void;
  /** navigator.locks where available (one pusher across tabs). */
  locks?: LockManager;
  /** A BroadcastChannel factory where available (status shared across tabs). */
  channel?: (name: string) => BroadcastChannel;
};

export function browserEnvironment(): SyncEnvironment {
  const nav = globalThis.navigator as Navigator | undefined;
  const doc = globalThis.document as Document | undefined;
  const target = globalThis as unknown as Partial<EventTarget>;
  return {
    now: () => Date.now(),
    random: () => Math.random(),
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    isOnline: () => nav?.onLine ?? true,
    isVisible: () => doc?.visibilityState !== 'hidden',
    on(event, listener) {
      if (event === 'visible') {
        if (!doc) return () => {};
        const onChange = () => doc.visibilityState === 'visible' && listener();
        doc.addEventListener('visibilitychange', onChange);
        return () => doc.removeEventListener('visibilitychange', onChange);
      }
      if (typeof target.addEventListener !== 'function') return () => {};
      target.addEventListener(event, listener);
      return () => target.removeEventListener?.(event, listener);
    },
    locks: nav?.locks,
    channel: typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : undefined,
  };
}
