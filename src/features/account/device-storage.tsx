// "Storage on this device" in the account menu (docs/design.md §6): how much the app holds here
// (briefs and the files kept for offline use) and whether the browser has promised to keep it; if not,
// the user can ask for persistent storage.
import { HardDrive } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { DEVICE_STORAGE, formatBytes } from './device-storage-text';

type Reading = { used: string | null; persisted: boolean | null };

async function readStorage(storage: StorageManager | undefined): Promise<Reading> {
  const [estimate, persisted] = await Promise.all([
    storage?.estimate?.().catch(() => null) ?? null,
    storage?.persisted?.().catch(() => null) ?? null,
  ]);
  const used =
    estimate?.usage !== undefined && estimate.quota !== undefined
      ? DEVICE_STORAGE.used(formatBytes(estimate.usage), formatBytes(estimate.quota))
      : null;
  return { used, persisted };
}

export function DeviceStorageGroup({ itemClassName }: { itemClassName: string }) {
  const labelId = useId();
  const [reading, setReading] = useState<Reading | null>(null);
  useEffect(() => {
    let live = true;
    void readStorage(globalThis.navigator?.storage).then((next) => live && setReading(next));
    return () => {
      live = false;
    };
  }, []);
  const ask = async () => {
    const granted = await globalThis.navigator?.storage?.persist?.().catch(() => false);
    setReading((current) => current && { ...current, persisted: Boolean(granted) });
  };
  return (
    <div role="group" aria-labelledby={labelId} className="mt-1 border-t border-line pt-1">
      <p id={labelId} role="presentation" className="px-3 pt-2 pb-1 text-xs font-medium text-fg-muted">
        {DEVICE_STORAGE.group}
      </p>
      {reading && (
        <p role="presentation" className="flex flex-col px-3 pb-2 text-xs text-fg-secondary">
          <span>{reading.used ?? DEVICE_STORAGE.unknown}</span>
          {reading.persisted !== null && (
            <span>{reading.persisted ? DEVICE_STORAGE.persisted : DEVICE_STORAGE.notPersisted}</span>
          )}
        </p>
      )}
      {reading?.persisted === false && (
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          onClick={() => void ask()}
          className={itemClassName}
        >
          <HardDrive aria-hidden="true" />
          {DEVICE_STORAGE.keep}
        </button>
      )}
    </div>
  );
}
