// The words of "Storage on this device" (the account menu), pure.
export const DEVICE_STORAGE = {
  group: 'Storage on this device',
  used: (usage: string, quota: string) => `${usage} used of ${quota}`,
  unknown: 'Not reported by this browser',
  persisted: 'Kept by the browser',
  notPersisted: 'The browser may clear it when space runs low',
  keep: 'Keep data on this device',
} as const;

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Bytes in the largest unit that keeps the figure at least 1 (1024-based), one decimal below 10. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const figure = unit === 0 || value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${figure} ${UNITS[unit]}`;
}
