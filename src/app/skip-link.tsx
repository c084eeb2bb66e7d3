import { APP } from './strings';

/** Every screen's main content carries this id (and tabIndex -1, so it can take the focus). */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content": the first thing a keyboard reaches on every page, hidden until focused. It moves the
 * focus itself rather than following the #fragment, which would add a history entry to the router.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector('main');
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
      className="sr-only rounded-md bg-accent-strong px-4 py-2 text-sm font-medium text-on-accent focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-[100] focus:outline-2 focus:outline-offset-2 focus:outline-accent-strong"
    >
      {APP.skipToContent}
    </a>
  );
}
