import { describe, expect, it } from 'vitest';
import { countOf } from '../../../src/domain/plural.ts';
import { SYNC } from '../../../src/components/sync-status/strings.ts';
import { TEAM_TOASTS } from '../../../src/features/team/strings.ts';

describe('rule: a count of briefs agrees with its number', () => {
  it.each([
    [0, 'brief', 'briefs', '0 briefs'],
    [1, 'brief', 'briefs', '1 brief'],
    [2, 'brief', 'briefs', '2 briefs'],
    [1, 'brief now belongs', 'briefs now belong', '1 brief now belongs'],
    [5000, 'brief', 'briefs', '5,000 briefs'],
  ])('%i, %s / %s → %s', (n, one, many, expected) => {
    expect(countOf(n, one, many)).toBe(expected);
  });

  it.each([
    [1, '1 brief now belongs to maya@studio.test.'],
    [2, '2 briefs now belong to maya@studio.test.'],
  ])('the transfer toast for %i brief(s) says "%s"', (count, description) => {
    expect(TEAM_TOASTS.transferred(count, 'maya@studio.test').description).toBe(description);
  });

  it.each([
    [1, null, 'Syncing… 1 brief'],
    [2, null, 'Syncing… 2 briefs'],
    [1, 1, 'Syncing… 1 of 1 brief'],
    [1, 5000, 'Syncing… 1 of 5,000 briefs'],
  ])('first sync at %i of %s says "%s"', (done, total, text) => {
    expect(SYNC.firstSync(done, total)).toBe(text);
  });
});
