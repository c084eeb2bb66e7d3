// A stand-in for the browser's `(prefers-color-scheme: dark)` media query that a test can flip, as the
// user flips the system's appearance.
export interface SystemPreference {
  setDark(dark: boolean): void;
  restore(): void;
}

export function fakeSystemPreference(initiallyDark: boolean): SystemPreference {
  let dark = initiallyDark;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return query === '(prefers-color-scheme: dark)' && dark;
      },
      addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    setDark(next) {
      dark = next;
      listeners.forEach((listener) => listener({ matches: next } as MediaQueryListEvent));
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
