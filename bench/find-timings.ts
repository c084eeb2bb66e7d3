// Finding briefs on the dashboard with 5,000 briefs (issue 14), measured in the page: from the input
// (a search keystroke, a stat card pressed, a sort chosen) to the first frame after the results are in
// the DOM (the polite "N briefs match" status changes in the same render as the grid), and every long
// task (> 50 ms) from the search's first focus to the end. Figures are printed, never asserted.
import type { Page } from 'playwright-core';

type Timed = { times: number[]; longTasks: number[] };

declare global {
  interface Window {
    findBench: {
      longTasks: number[];
      /** t0: a time, or 'pointerup' for the last pointer release (a click's press). */
      untilStatus(changed: (text: string) => boolean, t0: number | 'pointerup'): Promise<number>;
      lastPointerUp: number;
    };
  }
}

/** Installs the in-page helpers: a long-task log and "time until the status says so, then a frame". */
async function install(page: Page): Promise<void> {
  // A string, not a function: the bench runs through tsx, whose helpers (__name) do not exist in the page.
  await page.evaluate(`(() => {
    const bench = { longTasks: [], lastPointerUp: 0 };
    bench.untilStatus = (changed, t0) => {
      const status = document.querySelector('[role="status"].sr-only');
      return new Promise((resolve) => {
        const finish = () => requestAnimationFrame(() =>
          resolve(performance.now() - (t0 === 'pointerup' ? bench.lastPointerUp : t0)));
        if (changed(status.textContent || '')) return finish();
        const observer = new MutationObserver(() => {
          if (!changed(status.textContent || '')) return;
          observer.disconnect();
          finish();
        });
        observer.observe(status, { childList: true, subtree: true, characterData: true });
      });
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
    document.addEventListener('pointerup', () => (bench.lastPointerUp = performance.now()), true);
    window.findBench = bench;
  })()`);
}

/** Sets the search field's value as a keystroke would and times the results. */
function typeQuery(page: Page, query: string): Promise<number> {
  return page.evaluate((q) => {
    const input = document.querySelector<HTMLInputElement>('input[type="search"]')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const t0 = performance.now();
    setValue.call(input, q);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    return window.findBench.untilStatus((text) => (q === '' ? text === '' : text !== ''), t0);
  }, query);
}

export const QUERIES = [
  'brief 1',
  'brief 42',
  'company 7',
  'company 13 brief',
  '4999',
  'brief 12 company',
  'zzz',
  'company',
  'br',
  'brief 3',
  '96 company',
  'b',
];

async function searchTimings(page: Page, rounds: number): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const query of QUERIES) {
      await typeQuery(page, '');
      times.push(await typeQuery(page, query));
    }
  }
  await typeQuery(page, '');
  return times;
}

async function statusFilterTimings(page: Page, rounds: number): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const card of ['Drafts', 'Total Briefs', 'Completed', 'Total Briefs']) {
      times.push(
        await page.evaluate((label) => {
          const button = [...document.querySelectorAll<HTMLButtonElement>('button[aria-pressed]')].find((b) =>
            b.textContent?.startsWith(label),
          )!;
          const before = document.querySelector('[role="status"].sr-only')?.textContent ?? '';
          const t0 = performance.now();
          button.click();
          // From every brief to a status (a count shows) or back (no count).
          return window.findBench.untilStatus((text) => text !== before, t0);
        }, card),
      );
    }
  }
  return times;
}

async function sortTimings(page: Page, rounds: number): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const option of ['Title A–Z', 'Last updated']) {
      await page.getByRole('button', { name: /Sort by$/ }).click();
      const before = await page.evaluate(
        () => document.querySelector('[role="status"].sr-only')?.textContent ?? '',
      );
      const done = page.evaluate(
        (previous) => window.findBench.untilStatus((text) => text !== previous, 'pointerup'),
        before,
      );
      await page.getByRole('option', { name: option }).click();
      times.push(await done);
    }
  }
  return times;
}

/** Search, status-filter and sort timings on the dashboard already open with 5,000 briefs. */
export async function findTimings(page: Page): Promise<{ search: Timed; filter: Timed; sort: Timed }> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await install(page);
  // First focus starts reading every card (in chunks): measured from here on.
  await page.getByRole('searchbox', { name: 'Search briefs' }).focus();
  await page.waitForTimeout(1000);
  const search = await searchTimings(page, 3);
  const searchLong = await page.evaluate(() => window.findBench.longTasks.splice(0));
  const filter = await statusFilterTimings(page, 5);
  const filterLong = await page.evaluate(() => window.findBench.longTasks.splice(0));
  const sort = await sortTimings(page, 5);
  const sortLong = await page.evaluate(() => window.findBench.longTasks.splice(0));
  return {
    search: { times: search, longTasks: searchLong },
    filter: { times: filter, longTasks: filterLong },
    sort: { times: sort, longTasks: sortLong },
  };
}
