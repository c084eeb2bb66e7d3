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

let begun: { token: string; at: number; answer: Promise<ClientAnswer<OpenedLink>> } | null = null;

/**
 * Starts the link's first `open` when `pathname` is a client's page (/c/{token}); resolves once it has
 * answered (whatever the answer), at once when there is nothing to ask.
 */
export function openLinkEarly(pathname: string): Promise<unknown> {
  const token = CLIENT_PATH.exec(pathname)?.[1];
  if (!token || !isClientToken(token)) return Promise.resolve();
  begun = { token, at: Date.now(), answer: openLink(token) };
  return begun.answer;
}

/**
 * An `open` of `token`: the one begun at start, handed over once, if it is for this token and younger than
 * a re-check; else a new call.
 */
export function openLinkOnce(token: string): Promise<ClientAnswer<OpenedLink>> {
  const taken = begun;
  begun = null;
  if (taken?.token === token && Date.now() - taken.at < RECHECK_MS) return taken.answer;
  return openLink(token);
}
