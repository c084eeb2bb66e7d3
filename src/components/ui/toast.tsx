import { CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { tv } from 'tailwind-variants';
import { dismissToast, useToasts, type ToastItem } from './toast-store';
import { NATIVE_FOCUS_RING } from './utils';

/**
 * The toast region: always present and polite-live, so every toast added to it is announced; errors
 * are role=alert (assertive). Each toast dismisses itself after its duration, paused while hovered or
 * focused, and can be dismissed by keyboard.
 */
export function ToastRegion() {
  const toasts = useToasts();
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed right-0 bottom-0 z-[100] flex w-full flex-col gap-2 p-4 sm:max-w-sm print:hidden"
    >
      {toasts.map((t) => (
        <Toast key={t.id} toast={t} />
      ))}
    </section>
  );
}

const toastStyles = tv({
  base: 'pointer-events-auto flex w-full items-start gap-3 rounded-xl border bg-surface p-4 pr-10 shadow-lg relative',
  variants: {
    variant: {
      default: 'border-line',
      success: 'border-success-line',
      destructive: 'border-danger-line-strong bg-danger-soft',
    },
  },
});

const ICONS = {
  default: <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />,
  success: <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-strong" />,
  destructive: <XCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-strong" />,
};

function Toast({ toast }: { toast: ToastItem }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.duration);

  useEffect(() => {
    if (paused || toast.duration <= 0) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, toast.id, toast.duration]);

  const isError = toast.variant === 'destructive';
  return (
    <div
      role={isError ? 'alert' : undefined}
      aria-atomic="true"
      className={toastStyles({ variant: toast.variant })}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {ICONS[toast.variant]}
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm font-semibold text-fg">{toast.title}</p>
        {toast.description && <p className="text-sm text-fg-secondary">{toast.description}</p>}
        {toast.action && (
          <button
            type="button"
            onClick={() => {
              toast.action?.onAction();
              dismissToast(toast.id);
            }}
            className={`mt-1 self-start rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-on-accent hover:bg-accent-strong ${NATIVE_FOCUS_RING}`}
          >
            {toast.action.label}
          </button>
        )}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={() => dismissToast(toast.id)}
        className={`absolute top-3 right-3 rounded-md p-1 text-fg-muted hover:bg-surface-muted hover:text-fg ${NATIVE_FOCUS_RING}`}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
