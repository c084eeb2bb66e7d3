import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DirectCompetitor } from '../../../src/domain/brief.ts';
import {
  formatDirectCompetitor,
  isRoundTrippableCompetitor,
  parseDirectCompetitor,
} from '../../../src/domain/competitors.ts';
import { competitorArbitrary } from './brief-arbitraries.ts';

const c = (name: string, strengths = '', weaknesses = ''): DirectCompetitor => ({
  name,
  strengths,
  weaknesses,
});

describe("rule: direct competitors are stored as 'name: strengths | weaknesses'", () => {
  it.each([
    [c('Globex', 'Reach', 'Price'), 'Globex: Reach | Price'],
    [c('Globex'), 'Globex:  | '],
    [c('', 'Reach', ''), ': Reach | '],
    [c('Initech', 'a: b', 'c | d'), 'Initech: a: b | c | d'],
  ])('%j is written as %j', (competitor, stored) => {
    expect(formatDirectCompetitor(competitor)).toBe(stored);
  });
});

describe("rule: stored competitors are parsed back; without ': ' the whole text is the name", () => {
  it.each([
    ['Globex: Reach | Price', c('Globex', 'Reach', 'Price')],
    ['Globex', c('Globex')],
    ['Globex:Reach', c('Globex:Reach')],
    ['Globex | Reach', c('Globex | Reach')],
    ['Globex: Reach', c('Globex', 'Reach')],
    ['Globex:  | ', c('Globex')],
    ['Globex: Reach | Price | Support', c('Globex', 'Reach', 'Price | Support')],
    ['Initech: a: b | c', c('Initech', 'a: b', 'c')],
    ['', c('')],
  ])('%j reads as %j', (stored, competitor) => {
    expect(parseDirectCompetitor(stored)).toEqual(competitor);
  });
});

describe("limit of the text format: a name with ': ' or strengths with ' | ' cannot round-trip", () => {
  it.each([
    [c('Acme: Inc', 'Reach', 'Price'), false, c('Acme', 'Inc: Reach', 'Price')],
    [c('Acme', 'fast | cheap', 'Price'), false, c('Acme', 'fast', 'cheap | Price')],
    [c('Acme', 'ends with |', 'x'), false, c('Acme', 'ends with', '| x')],
    [c('Acme:', 'Reach', 'Price'), true, c('Acme:', 'Reach', 'Price')],
    [c('Acme', 'Reach', 'slow | dear'), true, c('Acme', 'Reach', 'slow | dear')],
    [c('Acme', 'Reach: global', 'x'), true, c('Acme', 'Reach: global', 'x')],
  ])('%j round-trippable=%s, reads back as %j', (competitor, roundTrips, readBack) => {
    expect(isRoundTrippableCompetitor(competitor)).toBe(roundTrips);
    expect(parseDirectCompetitor(formatDirectCompetitor(competitor))).toEqual(readBack);
  });
});

describe('property: competitors', () => {
  it('any competitor the format can carry reads back unchanged', () => {
    fc.assert(
      fc.property(competitorArbitrary, (competitor) => {
        expect(parseDirectCompetitor(formatDirectCompetitor(competitor))).toEqual(competitor);
      }),
    );
  });

  it('any stored text splits into name, strengths and weaknesses without losing a character', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (stored) => {
        const { name, strengths, weaknesses } = parseDirectCompetitor(stored);
        if (!stored.includes(': ')) {
          expect({ name, strengths, weaknesses }).toEqual({ name: stored, strengths: '', weaknesses: '' });
          return;
        }
        expect(name).not.toContain(': ');
        expect([`${name}: ${strengths} | ${weaknesses}`, `${name}: ${strengths}`]).toContain(stored);
      }),
    );
  });
});
