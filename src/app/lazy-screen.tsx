// A code-split screen that renders at once when its code is already here. React.lazy suspends on its
// first render even when the module has loaded (it learns so only in a later microtask), and a
// suspended route shows its fallback, which React then keeps for up to 300 ms (its fallback throttle):
// on a cold start that held the dashboard back about 250 ms after its code and its first cards were
// ready. The screen preloaded at start (src/lib/start-screen.ts) renders directly instead.
import { lazy, useState, type ComponentType } from 'react';

export interface LazyScreen {
  Screen: ComponentType;
  /** Loads the code now; resolves once the screen renders without suspending. */
  preload(): Promise<unknown>;
}

export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let loaded: ComponentType | null = null;
  // Loaded once however often it is asked for (a preload, then React); a failed load may be tried again.
  let loading: Promise<{ default: ComponentType }> | null = null;
  const track = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(track);
  function Screen() {
    // Chosen once per mount: switching from Lazy to the module's component later would remount the
    // screen and lose its state.
    const [Loaded] = useState(() => loaded ?? Lazy);
    return <Loaded />;
  }
  return { Screen, preload: track };
}
