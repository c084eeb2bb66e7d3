import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cx } from './utils';

/** A decorative spinning icon; pair it with visible text (e.g. 'Loading...') for screen readers. */
export function Spinner({ className }: { className?: string }) {
  return <Loader2 aria-hidden="true" className={cx('animate-spin text-accent', className ?? 'size-8')} />;
}

/**
 * Full-screen centred spinner with a label: the guard's and the editor's loading state. With `delayMs` it
 * shows only once the wait has lasted that long: a start screen's code is usually here sooner, and a
 * "Loading..." flashed before it is a paint of its own (on a phone's first visit Lighthouse then counted
 * the sign-in screen's largest paint after requests that began in between).
 */
export function LoadingScreen({ label = 'Loading...', delayMs = 0 }: { label?: string; delayMs?: number }) {
  const [visible, setVisible] = useState(delayMs === 0);
  useEffect(() => {
    if (visible) return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [visible, delayMs]);
  if (!visible) return <div className="min-h-screen" />;
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
