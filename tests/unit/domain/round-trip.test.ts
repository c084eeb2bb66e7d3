import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { briefFromRow, briefToRow } from '../../../src/domain/mapping.ts';
import { briefArbitrary, wellFormedRowArbitrary } from './brief-arbitraries.ts';

describe('property: the mapping round-trips', () => {
  it('application → row → application returns any brief unchanged', () => {
    fc.assert(
      fc.property(briefArbitrary, fc.uuid(), (brief, userId) => {
        expect(briefFromRow(briefToRow(brief, userId))).toEqual(brief);
      }),
      { numRuns: 300 },
    );
  });

  it('row → application → row returns any well-formed row unchanged', () => {
    fc.assert(
      fc.property(wellFormedRowArbitrary, (row) => {
        expect(briefToRow(briefFromRow(row), row.user_id, row.version)).toEqual(row);
      }),
      { numRuns: 300 },
    );
  });

  it('a row that went through JSON (as it does over the network) reads back the same brief', () => {
    fc.assert(
      fc.property(briefArbitrary, (brief) => {
        const overTheWire = JSON.parse(JSON.stringify(briefToRow(brief, 'u1'))) as unknown;
        expect(briefFromRow(overTheWire as Parameters<typeof briefFromRow>[0])).toEqual(brief);
      }),
      { numRuns: 100 },
    );
  });
});
