// The sticky header of a brief's pages (the editor and the view): Back, the title with its badges, the
// company under it, and the actions. On a phone Back and the actions share a row and the title goes
// under them, or above them with `titleFirst`.
import type { PointerEvent, ReactNode } from 'react';
import { cx } from './utils';

/**
 * A title cut to one line that shows in full while the keyboard focus is in the header — and stays so
 * through a pointer press begun then (`data-held`, below).
 */
export const HEADER_TITLE_CLASSES =
  'truncate group-has-[:focus-visible]/header:break-words group-has-[:focus-visible]/header:whitespace-normal group-data-[held]/header:break-words group-data-[held]/header:whitespace-normal';

/**
 * A press that starts while the keyboard focus has expanded the title (say after Escape closed a
 * dialog) keeps it expanded until the press is over: the focus leaves on pointerdown, and a title
 * folding then would move the buttons from under the pointer and lose the press.
 */
function holdTitleThroughPress(event: PointerEvent<HTMLElement>) {
  const header = event.currentTarget;
  let expanded = false;
  try {
    expanded = header.matches(':has(:focus-visible)');
  } catch {
    // A DOM without :has or :focus-visible (jsdom) has no expanded title to hold.
  }
  if (!expanded) return;
  header.dataset.held = '';
  const release = () => {
    window.removeEventListener('pointerup', release);
    window.removeEventListener('pointercancel', release);
    // After the click the press makes (it follows pointerup).
    setTimeout(() => delete header.dataset.held, 0);
  };
  window.addEventListener('pointerup', release);
  window.addEventListener('pointercancel', release);
}

export interface PageHeaderProps {
  back: ReactNode;
  /** The title and what stands beside it (status badge, sync marker). */
  heading: ReactNode;
  /** The line under the title (the company); none when empty. */
  subtitle?: string;
  actions: ReactNode;
  /** The content's width, to line up with the page under the header (a Tailwind max-w class). */
  width: string;
  /** On a phone the title comes first, above Back and the actions (the view, where the title is the point). */
  titleFirst?: boolean;
  className?: string;
}

export function PageHeader({
  back,
  heading,
  subtitle,
  actions,
  width,
  titleFirst = false,
  className,
}: PageHeaderProps) {
  return (
    <header
      onPointerDownCapture={holdTitleThroughPress}
      className={cx(
        'group/header sticky top-0 z-20 border-b border-line bg-surface/95 backdrop-blur',
        className,
      )}
    >
      <div className={cx('mx-auto flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6', width)}>
        {back}
        <div
          className={cx(
            'flex w-full min-w-0 flex-col sm:order-none sm:w-auto sm:flex-1',
            titleFirst ? 'order-first' : 'order-last',
          )}
        >
          <div className="flex min-w-0 items-center gap-2">{heading}</div>
          {subtitle && (
            <p dir="auto" className="truncate text-sm text-fg-muted">
              {subtitle}
            </p>
          )}
        </div>
        <div className="ms-auto flex flex-wrap items-center justify-end gap-2">{actions}</div>
      </div>
    </header>
  );
}
