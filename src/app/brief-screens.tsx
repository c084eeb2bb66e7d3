// The editor and the view as the app shows them: each page with what other features add to it
// (brief-extras.tsx) and React Aria's routing. The page's code, the extras and the routing load in
// parallel, when the page first opens, or before: at the start of an app opened on a brief's link, and
// once the dashboard is drawn and idle.
import { loadEditorPage } from '../features/editor';
import { loadViewPage } from '../features/view';
import { lazyScreen } from './lazy-screen';

const loadExtras = () => import('./brief-extras');
const loadRouting = () => import('./aria-routing');

export async function loadEditorScreen() {
  const [{ default: EditorPage }, { editorExtras }, { AriaRouting }] = await Promise.all([
    loadEditorPage(),
    loadExtras(),
    loadRouting(),
  ]);
  return {
    default: function EditorScreen() {
      return (
        <AriaRouting>
          <EditorPage {...editorExtras} />
        </AriaRouting>
      );
    },
  };
}

export async function loadViewScreen() {
  const [{ default: ViewPage }, { viewExtras }, { AriaRouting }] = await Promise.all([
    loadViewPage(),
    loadExtras(),
    loadRouting(),
  ]);
  return {
    default: function ViewScreen() {
      return (
        <AriaRouting>
          <ViewPage {...viewExtras} />
        </AriaRouting>
      );
    },
  };
}

// Screens (lazy-screen.tsx): with their code here they render at once. The router shows them without a
// Suspense boundary of their own: a route opened from another page while its code loads keeps the page
// it leaves on screen (the router's updates are transitions) instead of showing a fallback, which React
// then holds for up to 300 ms, most of a view's first open.
export const editorScreen = lazyScreen(loadEditorScreen);
export const viewScreen = lazyScreen(loadViewScreen);

const BRIEF_PATH = /^\/brief\/[^/]+(\/view)?\/?$/;

/** The code a start on `pathname` needs when it is a brief's page (null otherwise). */
export function briefScreenLoad(pathname: string): (() => Promise<unknown>) | null {
  const match = BRIEF_PATH.exec(pathname);
  if (!match) return null;
  return (match[1] ? viewScreen : editorScreen).preload;
}

/**
 * How long after the dashboard is shown the brief pages' code starts loading: after its first cards
 * and its start's work (Lighthouse counted 0.5-0.7 s more main-thread work on a phone with 2 s).
 */
const PRELOAD_AFTER_MS = 5000;

/**
 * Fetches both brief pages' code once the dashboard is drawn and the browser idle (the dashboard calls
 * it once shown), so that the first brief opened does not wait for it. Not sooner: a cold start's own
 * work comes first. One page at a time, each when the browser is idle: each module's evaluation is a
 * task of its own. Returns a cancel.
 */
export function preloadBriefScreensWhenIdle(): () => void {
  const steps = [viewScreen.preload, editorScreen.preload];
  let cancelled = false;
  let cancelWait = () => {};
  const next = () => {
    const step = steps.shift();
    if (cancelled || !step) return;
    cancelWait = whenIdle(() => void step().then(next, () => undefined));
  };
  const timer = setTimeout(next, PRELOAD_AFTER_MS);
  return () => {
    cancelled = true;
    clearTimeout(timer);
    cancelWait();
  };
}

function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}
