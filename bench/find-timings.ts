// Finding briefs on the dashboard with 5,000 briefs, measured in the page: from the input
// (a search keystroke, a stat card pressed, a sort chosen) to the first frame after the results are in
// the DOM (the polite "N briefs match" status changes in the same render as the grid), and every long
// task (> 50 ms) from the search's first focus to the end. Figures are printed, never asserted.
// Long tasks count only while the app answers an input (from the input to its frame, and the second
// after the first focus): between inputs Playwright's own in-page script runs (locators compute roles
// and visibility over the whole DOM), which no user's browser runs.
import type { Page } from 'playwright-core';
import { scale } from './scale.ts';

type Timed = { times: number[]; longTasks: number[] };

declare global {
  interface Window {
    findBench: {
      longTasks: { start: number; duration: number }[];
      /** The measured stretches: [from, to] in page time. */
      windows: [number, number][];
      /** t0: a time, or 'pointerup' for the last pointer release (a click's press). */
      untilStatus(changed: (text: string) => boolean, t0: number | 'pointerup'): Promise<number>;
      /** The long tasks that overlap a measured stretch, since the last call. */
      takeLongTasks(): number[];
      lastPointerUp: number;
    };
  }
}

/** Installs the in-page helpers: a long-task log and "time until the status says so, then a frame". */
async function install(page: Page): Promise<void> {
  // A string, not a function: the bench runs through tsx, whose helpers (__name) do not exist in the page.
  await page.evaluate(`(() => {
    const bench = { longTasks: [], windows: [], lastPointerUp: 0 };
    bench.untilStatus = (changed, t0) => {
      const status = document.querySelector('[role="status"].sr-only');
      return new Promise((resolve) => {
        const finish = () => requestAnimationFrame(() => {
          const from = t0 === 'pointerup' ? bench.lastPointerUp : t0;
          // The frame's own task ends after this callback: the window runs to the next task.
          setTimeout(() => bench.windows.push([from, performance.now()]));
          resolve(performance.now() - from);
        });
        if (changed(status.textContent || '')) return finish();
        const observer = new MutationObserver(() => {
          if (!changed(status.textContent || '')) return;
          observer.disconnect();
          finish();
        });
        observer.observe(status, { childList: true, subtree: true, characterData: true });
      });
    };
    bench.takeLongTasks = () => {
      // Each long task with the measured stretch it overlaps (-1: none, not counted).
      const windowOf = (task) => bench.windows.findIndex(([from, to]) => task.start < to && task.start + task.duration > from);
      const taken = bench.longTasks.map((task) => [task.duration, windowOf(task)]).filter(([, at]) => at >= 0);
      if (window.findBenchVerbose)
        console.log('long tasks', JSON.stringify(taken.map(([duration, at]) => [Math.round(duration), at])));
      bench.longTasks = [];
      bench.windows = [];
      return taken.map(([duration]) => duration);
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
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

/** A real pointer click at the middle of what the locator finds (no in-page script after it is found). */
async function clickAt(page: Page, locator: ReturnType<Page['locator']>) {
  const box = (await locator.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function sortTimings(page: Page, rounds: number): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const option of ['Title A–Z', 'Last updated']) {
      await clickAt(page, page.getByRole('button', { name: /Sort by$/ }));
      const choice = page.getByRole('option', { name: option });
      await choice.waitFor();
      const before = await page.evaluate(
        () => document.querySelector('[role="status"].sr-only')?.textContent ?? '',
      );
      const done = page.evaluate(
        (previous) => window.findBench.untilStatus((text) => text !== previous, 'pointerup'),
        before,
      );
      await clickAt(page, choice);
      times.push(await done);
    }
  }
  return times;
}

export type FindPhase = 'search' | 'filter' | 'sort';

/**
 * Search, status-filter and sort timings on the dashboard already open with 5,000 briefs. `around` runs
 * each phase (the profiler uses it to profile one phase alone).
 */
export async function findTimings(
  page: Page,
  around: <T>(phase: FindPhase, run: () => Promise<T>) => Promise<T> = (_phase, run) => run(),
): Promise<{ search: Timed; filter: Timed; sort: Timed }> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await install(page);
  // First focus starts reading every card (in chunks): measured from here on, for a second.
  await page.evaluate(() => {
    const t0 = performance.now();
    document.querySelector<HTMLInputElement>('input[type="search"]')!.focus();
    window.findBench.windows.push([t0, t0 + 1000]);
  });
  await page.waitForTimeout(1000);
  const search = await around('search', () => searchTimings(page, scale(3, 1)));
  const searchLong = await page.evaluate(() => window.findBench.takeLongTasks());
  const filter = await around('filter', () => statusFilterTimings(page, scale(5, 1)));
  const filterLong = await page.evaluate(() => window.findBench.takeLongTasks());
  const sort = await around('sort', () => sortTimings(page, scale(5, 1)));
  const sortLong = await page.evaluate(() => window.findBench.takeLongTasks());
  return {
    search: { times: search, longTasks: searchLong },
    filter: { times: filter, longTasks: filterLong },
    sort: { times: sort, longTasks: sortLong },
  };
}
