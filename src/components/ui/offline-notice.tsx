import { WifiOff } from 'lucide-react';

/**
 * A dialog's note that what it does needs the server: offline, or a brief the server does not have yet.
 * A status, so a screen reader reads it when it appears.
 */
export function OfflineNotice({ children }: { children: string }) {
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg border border-line bg-surface-subtle p-3 text-sm text-fg-secondary"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}
