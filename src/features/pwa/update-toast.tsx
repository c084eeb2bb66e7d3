// The "new version available" prompt. It registers the service worker when first mounted (mount it
// once, in the app shell) and stays until the user reloads or dismisses it: unlike a 4–5 s toast, a
// missed update prompt would leave the user on the old version. Reload never discards unsaved edits.
// Bottom-left on wide screens, clear of the toasts (bottom-right).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { getPwaState, registerServiceWorker, subscribePwa, updateApp } from '../../lib/pwa';
import { UPDATE_STRINGS } from './strings';

export function UpdateToast() {
  const { needRefresh, unsavedChanges, updating } = useSyncExternalStore(
    subscribePwa,
    getPwaState,
    getPwaState,
  );
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => registerServiceWorker(), []);

  if (!needRefresh || dismissed) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-lg border border-line bg-surface p-4 shadow-lg print:hidden sm:inset-x-auto sm:left-4"
    >
      <div className="min-w-0 flex-1 text-sm text-fg">
        <p className="font-medium">{UPDATE_STRINGS.available}</p>
        {unsavedChanges && <p className="mt-1 text-fg-muted">{UPDATE_STRINGS.saveFirst}</p>}
      </div>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={() => setDismissed(true)}
          className="rounded-md px-3 py-1.5 text-sm font-medium text-fg-secondary hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          {UPDATE_STRINGS.later}
        </button>
        <button
          type="button"
          disabled={unsavedChanges || updating}
          onClick={() => updateApp()}
          className="rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-on-accent hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60"
        >
          {UPDATE_STRINGS.reload}
        </button>
      </div>
    </div>
  );
}
