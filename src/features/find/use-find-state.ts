import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router-dom';
import { findParams, parseFindParams, type FindState } from '../../domain/find';

export interface FindControls {
  /** The find as the URL holds it, with the query as typed (the URL may lag a keystroke behind). */
  state: FindState;
  /** Changes filters or sort: a new history entry, so Back returns to the previous find. */
  update(changes: Partial<Omit<FindState, 'q'>>): void;
  /** Changes the query as the user types: the history entry is replaced, not one per keystroke. */
  setQuery(q: string): void;
  /** Clears the search and every filter (the sort stays). */
  clear(): void;
}

const QUERY_WRITE_DELAY_MS = 250;

/** Runs `fn` once the next frame is painted (or on the next task where frames are not drawn). */
function afterPaint(fn: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(fn, 0);
    return () => clearTimeout(timer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(fn, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Runs `fn` once the browser is idle: after the results and the rest of their page (rendered in the
 * background, use-first-rows.ts) are painted. Written after the first paint only, the history entry's
 * pushState and the router's urgent re-render interrupted that background render and made it start
 * again. Where there is no requestIdleCallback (Safari), after the next paint.
 */
function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') return afterPaint(fn);
  const handle = requestIdleCallback(fn, { timeout: 1000 });
  return () => cancelIdleCallback(handle);
}

/**
 * The dashboard's find, kept in the URL (`?q=…&status=…&type=…&owner=…&sort=…`) so that reload, Back and
 * a copied link keep it. The typed query is held here too: the input must not wait for the router.
 */
export function useFindState(): FindControls {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const fromUrl = useMemo(() => parseFindParams(params), [params]);
  const [typed, setTyped] = useState(fromUrl.q);
  // Filters and sort just chosen, shown at once; their history entry is written once the results are
  // painted (a pushState and the router's re-render cost tens of milliseconds the user would wait for).
  const [chosen, setChosen] = useState<FindState | null>(null);
  // Back or Forward: the find is the URL's, typed query included (it may equal the query already there,
  // so the query's own effect below would not run). Settled while rendering, so no frame shows a stale
  // find; the writes still pending are dropped by the effect below.
  const { key } = useLocation();
  const [seenKey, setSeenKey] = useState(key);
  if (key !== seenKey) {
    setSeenKey(key);
    if (navigationType === 'POP') {
      setTyped(fromUrl.q);
      setChosen(null);
    }
  }
  const pendingWrite = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => pendingWrite.current?.(), []);
  // Queries written to the URL and not yet seen back: their echo is not an outside change. The timer
  // delays writing a typed query: one URL change per pause in typing, not one render per keystroke.
  const written = useRef<{ queries: string[]; timer?: ReturnType<typeof setTimeout> }>({ queries: [] });
  useEffect(() => {
    const pending = written.current;
    return () => clearTimeout(pending.timer);
  }, []);

  // Back or Forward: a chosen find or a typed query not yet written is dropped. Written, it would take
  // the user forward again. The browser says so at once (popstate, before the router renders); the
  // layout effect covers routers that keep their own history, before the next frame can write.
  const dropPendingWrites = useCallback(() => {
    clearTimeout(written.current.timer);
    written.current.queries.length = 0;
    pendingWrite.current?.();
    pendingWrite.current = undefined;
  }, []);
  useEffect(() => {
    window.addEventListener('popstate', dropPendingWrites);
    return () => window.removeEventListener('popstate', dropPendingWrites);
  }, [dropPendingWrites]);
  useLayoutEffect(() => {
    if (navigationType === 'POP') dropPendingWrites();
  }, [fromUrl, navigationType, dropPendingWrites]);

  useEffect(() => {
    // The URL caught up with what was chosen, or changed from outside: the URL is the truth.
    if (pendingWrite.current === undefined) setChosen(null);
  }, [fromUrl]);

  useEffect(() => {
    const { queries } = written.current;
    const echo = queries.indexOf(fromUrl.q);
    if (echo >= 0) queries.splice(0, echo + 1);
    else {
      // Back, Forward or a link: the URL is the truth. The URL is an outside store that only an effect
      // can compare with what was written.
      queries.length = 0;
      setTyped(fromUrl.q);
    }
  }, [fromUrl.q]);

  const state = useMemo(() => ({ ...(chosen ?? fromUrl), q: typed }), [chosen, fromUrl, typed]);
  // The find as last drawn: update and clear stay the same functions while the user types (so what takes
  // them, the filters and the stat cards, need not render again on every keystroke), and a query's
  // delayed write keeps what was chosen since the key was pressed.
  const drawn = useRef(state);
  useLayoutEffect(() => {
    drawn.current = state;
  }, [state]);

  // Writes a find to the URL. Once the router has taken it, the URL is the truth: the chosen find is
  // dropped in the router's own transition, so no frame shows the URL's previous find. A Back in the
  // same moment may leave the router where it started, so that the page never draws the written entry
  // and nothing else would tell the chosen find to go.
  const current = useRef({ params, chosen });
  useLayoutEffect(() => {
    current.current = { params, chosen };
  }, [params, chosen]);
  const goTo = useCallback(
    (next: FindState, replace: boolean) => {
      const { params: before, chosen: shown } = current.current;
      const done = navigate(`?${findParams(next, before).toString()}`, { replace });
      void Promise.resolve(done).then(() => {
        if (pendingWrite.current !== undefined) return; // a newer find is on its way
        startTransition(() => setChosen((now) => (now === shown ? null : now)));
      });
    },
    [navigate],
  );

  const write = useCallback(
    (next: FindState, replace: boolean) => {
      clearTimeout(written.current.timer);
      pendingWrite.current?.();
      setChosen(next);
      pendingWrite.current = whenIdle(() => {
        pendingWrite.current = undefined;
        written.current.queries.push(next.q);
        goTo(next, replace);
      });
    },
    [goTo],
  );
  const writeQuery = useCallback(
    (q: string) => {
      clearTimeout(written.current.timer);
      written.current.timer = setTimeout(() => {
        // The find as drawn then, not the URL the timer's closure saw when the key was pressed: a
        // filter or sort chosen since may not be in that URL. If its own entry is still pending, this
        // write is that entry, query included.
        const push = pendingWrite.current !== undefined;
        pendingWrite.current?.();
        pendingWrite.current = undefined;
        const next = { ...drawn.current, q };
        written.current.queries.push(q);
        goTo(next, !push);
      }, QUERY_WRITE_DELAY_MS);
    },
    [goTo],
  );

  const setQuery = useCallback(
    (q: string) => {
      setTyped(q);
      writeQuery(q);
    },
    [writeQuery],
  );
  const update = useCallback(
    (changes: Partial<Omit<FindState, 'q'>>) => write({ ...drawn.current, ...changes }, false),
    [write],
  );
  const clear = useCallback(() => {
    setTyped('');
    write({ ...drawn.current, q: '', status: null, type: null, owner: null }, false);
  }, [write]);

  return { state, update, setQuery, clear };
}
