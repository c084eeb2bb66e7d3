// A first sync in the production build, measured in the page: from the dashboard's opening after Sign In
// to the pill first saying "Synced" with every brief downloaded, and what the pill said on the way
// (each progress figure and when). The pill's history is recorded by an init script (a string: the
// bench runs through tsx, whose helpers do not exist in the page), so Playwright's polling adds nothing.
import type { BrowserContext, Page } from 'playwright-core';

const RECORD_PILL = `(() => {
  const log = (window.benchPill = []);
  const seen = () => {
    const pill = document.querySelector('[aria-label^="Sync status: "]');
    const text = pill ? pill.getAttribute('aria-label').slice('Sync status: '.length) : null;
    if (text && log[log.length - 1]?.text !== text) log.push({ at: performance.now(), text });
  };
  new MutationObserver(seen).observe(document, {
    childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-label'],
  });
})()`;

export type FirstSync = {
  /** Signed in → the pill first says "Synced" once every brief is down. */
  ms: number;
  /** How many different progress figures the pill showed ("Syncing… 500 of 20,000 briefs"). */
  steps: number;
  /** The longest time the pill showed one progress figure (or "Syncing…") before the next. */
  longestStall: number;
  /** The last progress figure the pill showed before "Synced". */
  lastProgress: string;
  /** Signed in → every brief counted and the pill seen saying "Synced" by Playwright (the earlier figure). */
  settledMs: number;
};

/** Signs in on a fresh profile and times the first sync of `count` briefs. */
export async function timeFirstSync(
  context: BrowserContext,
  page: Page,
  appUrl: string,
  credentials: { email: string; password: string },
  count: number,
): Promise<FirstSync> {
  await context.addInitScript(RECORD_PILL);
  await page.goto(`${appUrl}/auth`);
  await page.getByLabel('Email', { exact: true }).fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const pressed = await page.evaluate(() => performance.now());
  // Downloaded when the dashboard counts all of them; settled when the pill says Synced.
  await page.waitForFunction(
    (n) => /Total Briefs\s*([\d,]+)/.exec(document.body.innerText)?.[1]?.replace(/,/g, '') === String(n),
    count,
    { timeout: 600_000, polling: 100 },
  );
  await page.getByRole('button', { name: /^Sync status: Synced/ }).waitFor({ timeout: 120_000 });
  const settled = await page.evaluate(() => performance.now());
  const log = await page.evaluate(
    () => (window as unknown as { benchPill: { at: number; text: string }[] }).benchPill,
  );
  const done = count.toLocaleString('en-US');
  const last = log.findIndex((entry) => entry.text.includes(`${done} of ${done}`));
  const synced = log.findIndex((entry, index) => index > last && entry.text.startsWith('Synced'));
  const during = log.slice(0, synced < 0 ? log.length : synced).filter((e) => e.at >= pressed);
  let longestStall = 0;
  for (let i = 1; i < during.length; i++)
    longestStall = Math.max(longestStall, during[i]!.at - during[i - 1]!.at);
  return {
    ms: (synced < 0 ? settled : log[synced]!.at) - pressed,
    steps: new Set(during.filter((e) => / of /.test(e.text)).map((e) => e.text)).size,
    longestStall,
    lastProgress: during.filter((e) => / of /.test(e.text)).at(-1)?.text ?? '',
    settledMs: settled - pressed,
  };
}
