// Which addresses make the app ask the client-review function about a link as it starts
// (features/client-review/early-open.ts): only a client's page with a token the server could have made.
// That one is asked and its answer shown by the page (tests/component/client-review/client-page.test.tsx).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLinkEarly } from '../../../src/features/client-review/early-open.ts';

const TOKEN = '0123456789abcdef0123456789abcdef';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the link asked about as the app starts', () => {
  it.each([
    ['the dashboard', '/'],
    ['the sign-in screen', '/auth'],
    ["a brief's view", `/brief/${TOKEN}/view`],
    ['a client page with no token', '/c/'],
    ["a token that is not one of the server's", '/c/not-a-token'],
    ['a token in capitals', `/c/${TOKEN.toUpperCase()}`],
    ['a longer path under the token', `/c/${TOKEN}/more`],
  ])('is none on %s', async (_, pathname) => {
    // Watched, not replaced: nothing is sent.
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await openLinkEarly(pathname);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
