// The editor and the view as the app shows them: each page with what other features add to it
// (brief-extras.tsx). The page's code and the extras load in parallel, when the page first opens, or
// before: at the start of an app opened on a brief's link, and once the dashboard is drawn and idle.
import { loadEditorPage } from '../features/editor';
import { loadViewPage } from '../features/view';
import { lazyScreen } from './lazy-screen';

const loadExtras = () => import('./brief-extras').then((module) => module.loadBriefExtras());

export async function loadEditorScreen() {
  const [{ default: EditorPage }, { editorExtras }] = await Promise.all([loadEditorPage(), loadExtras()]);
  return {
    default: function EditorScreen() {
      return <EditorPage {...editorExtras} />;
    },
  };
}

export async function loadViewScreen() {
  const [{ default: ViewPage }, { viewExtras }] = await Promise.all([loadViewPage(), loadExtras()]);
  return {
    default: function ViewScreen() {
      return <ViewPage {...viewExtras} />;
    },
  };
}

// Screens, not React.lazy: with their code here they render at once, without a suspended route's
// fallback and the 300 ms React holds it (lazy-screen.tsx), which made up most of a view's first open.
export const editorScreen = lazyScreen(loadEditorScreen);
export const viewScreen = lazyScreen(loadViewScreen);
/** React Aria's routing, which only the brief's pages use. */
export const ariaRouting = lazyScreen(() => import('./aria-routing'));

const BRIEF_PATH = /^\/brief\/[^/]+(\/view)?\/?$/;

/** The code a start on `pathname` needs when it is a brief's page (null otherwise). */
export function briefScreenLoad(pathname: string): (() => Promise<unknown>) | null {
  const match = BRIEF_PATH.exec(pathname);
  if (!match) return null;
  const screen = match[1] ? viewScreen : editorScreen;
  return () => Promise.all([ariaRouting.preload(), screen.preload()]);
}

/**
 * Fetches both brief pages' code once the browser is idle (the dashboard calls it once drawn), so that
 * the first brief opened does not wait for it. One page at a time: each module's evaluation is a task
 * of its own, after the dashboard's first paint and its first cards. Returns a cancel.
 */
export function preloadBriefScreensWhenIdle(): () => void {
  const steps = [ariaRouting.preload, viewScreen.preload, editorScreen.preload];
  let cancelled = false;
  let cancelWait = () => {};
  const next = () => {
    const step = steps.shift();
    if (cancelled || !step) return;
    cancelWait = whenIdle(() => void step().then(next, () => undefined));
  };
  next();
  return () => {
    cancelled = true;
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
