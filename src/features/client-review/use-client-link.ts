// The link's brief as the server last answered, checked again at least every 30 s while the page is
// visible and whenever it comes back into view or focus: revoking or expiring a link reaches an open
// page within a minute, and then the page shows nothing of the brief (the server refuses every call
// anyway). A failed re-check for any other reason (offline, too many requests) keeps what is shown.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Brief } from '../../domain/brief';
import { isClientToken } from '../../domain/client-token';
import { briefFromRow } from '../../domain/mapping';
import {
  type ClientAnswer,
  type ClientDecisionRecord,
  type ClientThreadComment,
  type OpenedLink,
} from './client-api';
import { earlyAnswer, forgetEarlyAnswer, openLinkOnce, RECHECK_MS } from './early-open';

/** Signed URLs live 10 minutes: a re-check keeps the ones it has (no image reloads) until they age. */
const KEEP_FILES_MS = 5 * 60_000;

export type LinkState =
  | { status: 'loading' }
  | {
      status: 'open';
      link: OpenedLink['link'];
      brief: Brief;
      files: Record<string, string>;
      threads: ClientThreadComment[];
      decisions: ClientDecisionRecord[];
    }
  | { status: 'gone'; reason: 'expired' | 'revoked' | 'unknown' }
  | { status: 'unreachable' };

type Open = Extract<LinkState, { status: 'open' }>;

/** What the page shows after an answer; `freshFiles`: the answer's signed URLs replace the ones shown. */
function stateAfter(previous: LinkState, answer: ClientAnswer<OpenedLink>, freshFiles: boolean): LinkState {
  if (answer.ok) {
    const { link, brief, files, threads, decisions } = answer.value;
    return {
      status: 'open',
      link,
      brief: briefFromRow(brief),
      files: freshFiles || previous.status !== 'open' ? files : { ...files, ...previous.files },
      threads,
      decisions,
    };
  }
  const { failure } = answer;
  if (failure.kind === 'gone') return { status: 'gone', reason: failure.reason };
  return previous.status === 'open' ? previous : { status: 'unreachable' };
}

export function useClientLink(token: string) {
  // The answer begun as the app started on this link, when it is already here, is drawn at once: no
  // "Loading..." render before the brief (early-open.ts).
  const [early] = useState(() => earlyAnswer(token));
  // A link that cannot be one of the server's is not asked about.
  const [state, setState] = useState<LinkState>(() => {
    if (!isClientToken(token)) return { status: 'gone', reason: 'unknown' };
    return early ? stateAfter({ status: 'loading' }, early, true) : { status: 'loading' };
  });
  const filesAt = useRef(0);
  const drewEarly = useRef(early !== null);

  const check = useCallback(async () => {
    // The first check takes the answer begun as the app started on this link (early-open.ts), if any.
    const answer = await openLinkOnce(token);
    const fresh = Date.now() - filesAt.current > KEEP_FILES_MS;
    if (answer.ok && fresh) filesAt.current = Date.now();
    setState((previous) => stateAfter(previous, answer, fresh));
  }, [token]);

  useEffect(() => {
    if (!isClientToken(token)) return;
    if (drewEarly.current) {
      // Drawn in the first render: that answer counts as the first check.
      drewEarly.current = false;
      filesAt.current = Date.now();
      forgetEarlyAnswer();
    } else void check();
    const visible = () => document.visibilityState === 'visible';
    const timer = window.setInterval(() => {
      if (visible()) void check();
    }, RECHECK_MS);
    const onFocus = () => void check();
    const onVisible = () => {
      if (visible()) void check();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [check, token]);

  /** What the client just wrote or decided, shown at once (the next re-check brings the server's copy). */
  const added = useCallback((change: { comment?: ClientThreadComment; decision?: ClientDecisionRecord }) => {
    setState((previous) =>
      previous.status !== 'open'
        ? previous
        : ({
            ...previous,
            threads: change.comment ? [...previous.threads, change.comment] : previous.threads,
            decisions: change.decision ? [...previous.decisions, change.decision] : previous.decisions,
          } satisfies Open),
    );
  }, []);

  return { state, retry: check, added };
}
