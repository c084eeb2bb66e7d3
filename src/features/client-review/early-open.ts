// The client's page asks the server about its link as the app starts (src/app/router.tsx's
// preloadFirstScreen), while the page's code is still being fetched, instead of after that code has
// arrived and rendered: on a phone that chain was most of the wait before the brief showed. The page
// takes that answer as its first (use-client-link.ts) and asks again only on its re-checks. Small: it
// is in the app's entry.
import { isClientToken } from '../../domain/client-token';
import { openLink, type ClientAnswer, type OpenedLink } from './client-api';

/** How often an open page asks again (use-client-link.ts); an answer begun at start older than this is not used. */
export const RECHECK_MS = 30_000;
const CLIENT_PATH = /^\/c\/([^/]+)\/?$/;

let begun: {
  token: string;
  at: number;
  answer: Promise<ClientAnswer<OpenedLink>>;
  /** The answer once it has come: the page then draws it in its first render. */
  settled: ClientAnswer<OpenedLink> | null;
} | null = null;

/**
 * Starts the link's first `open` when `pathname` is a client's page (/c/{token}); resolves once it has
 * answered (whatever the answer), at once when there is nothing to ask.
 */
export function openLinkEarly(pathname: string): Promise<unknown> {
  const token = CLIENT_PATH.exec(pathname)?.[1];
  if (!token || !isClientToken(token)) return Promise.resolve();
  const entry: NonNullable<typeof begun> = { token, at: Date.now(), answer: openLink(token), settled: null };
  begun = entry;
  return entry.answer.then((answer) => {
    entry.settled = answer;
  });
}

const usable = (token: string) => begun?.token === token && Date.now() - begun.at < RECHECK_MS;

/** The answer begun at start about `token` if it has already come (and is younger than a re-check). */
export function earlyAnswer(token: string): ClientAnswer<OpenedLink> | null {
  return usable(token) ? (begun?.settled ?? null) : null;
}

/** Drops the answer begun at start: the page has drawn it (`earlyAnswer`). */
export function forgetEarlyAnswer(): void {
  begun = null;
}

/**
 * An `open` of `token`: the one begun at start, handed over once, if it is for this token and younger than
 * a re-check; else a new call.
 */
export function openLinkOnce(token: string): Promise<ClientAnswer<OpenedLink>> {
  const taken = usable(token) ? begun : null;
  begun = null;
  return taken ? taken.answer : openLink(token);
}
