import { Loader2 } from 'lucide-react';
import { cx } from './utils';

/** A decorative spinning icon; pair it with visible text (e.g. 'Loading...') for screen readers. */
export function Spinner({ className }: { className?: string }) {
  return <Loader2 aria-hidden="true" className={cx('animate-spin text-accent', className ?? 'size-8')} />;
}

/** Full-screen centred spinner with a label: the guard's and the editor's loading state. */
export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-screen flex-col items-center justify-center gap-3 text-fg-secondary"
    >
      <Spinner />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}
