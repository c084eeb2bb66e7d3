import { describe, expect, it } from 'vitest';
import { BRIEF_FIELDS } from '../../../src/domain/fields.ts';
import {
  compareCards,
  EMPTY_FIND,
  findCards,
  findParams,
  hasFilters,
  isFinding,
  matchesOwnership,
  matchesWords,
  normaliseText,
  parseFindParams,
  queryWords,
  searchTextOf,
  type FindableCard,
  type FindState,
} from '../../../src/domain/find.ts';

const card = (overrides: Partial<FindableCard> = {}): FindableCard => ({
  title: 'Spring Campaign',
  company: 'Acme',
  status: 'draft',
  type: 'brand',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  isOwner: true,
  permission: 'owner',
  ...overrides,
});
const find = (overrides: Partial<FindState>): FindState => ({ ...EMPTY_FIND, ...overrides });

describe('rule: search is case- and accent-insensitive, words in any order', () => {
  it.each([
    ['Café Éclair', 'cafe eclair'],
    ['ÜBER Straße', 'uber straße'],
    ['Crème brûlée', 'creme brulee'],
  ])('normalises %j → %j', (text, expected) => expect(normaliseText(text)).toBe(expected));

  it.each([
    ['', []],
    ['   ', []],
    ['  Spring   CAFÉ ', ['spring', 'cafe']],
  ])('query %j has the words %j', (query, words) => expect(queryWords(query)).toEqual(words));

  const text = searchTextOf({ title: 'Spring Campaign', company: 'Café Noir', key_messages: ['Bold taste'] });
  it.each([
    ['spring', true],
    ['SPRING', true],
    ['cafe', true],
    ['noir spring', true],
    ['campaign café', true],
    ['taste bold', true],
    ['spring autumn', false],
    ['', true],
  ])('%j matches: %s', (query, expected) => expect(matchesWords(text, queryWords(query))).toBe(expected));
});

describe('rule: the search text covers title, company, project name, description and every other text and list field', () => {
  it.each([
    ['title', 'Zebra'],
    ['company', 'Zebra'],
    ['project_name', 'Zebra'],
    ['description', 'Zebra'],
    ['industry', 'Zebra'],
    ['success_metrics', 'Zebra'],
    ['additional_notes', 'Zebra'],
    ['primary_goals', ['Grow', 'Zebra']],
    ['direct_competitors', ['Zebra: fast | costly']],
    ['technical_requirements', ['Zebra']],
    ['design_donts_list', ['Zebra']],
  ])('%s', (column, value) => {
    expect(matchesWords(searchTextOf({ [column]: value }), ['zebra'])).toBe(true);
  });

  it('leaves out files (data URLs are not words) and ids, and adds the extra words (the owner)', () => {
    const text = searchTextOf(
      {
        id: 'zebra-id',
        brand_documents: ['{"data":"data:zebra","name":"z"}'],
        visual_style_files: ['zebra'],
      },
      ['Maya Zebra'],
    );
    expect(text).toBe('maya zebra');
  });

  // The registry decides: a field added there with a text or list kind is searched without a second list.
  it.each(BRIEF_FIELDS.map((field) => [field.column, field.kind] as const))('%s (%s)', (column, kind) => {
    const searched = matchesWords(searchTextOf({ [column]: kind === 'text' ? 'Zebra' : ['Zebra'] }), [
      'zebra',
    ]);
    expect(searched).toBe(kind === 'text' || kind === 'list' || kind === 'competitors');
  });
});

describe('rule: filters (status incl. Review, type, ownership)', () => {
  const cards = [
    card({ title: 'A', status: 'draft', type: 'brand' }),
    card({ title: 'B', status: 'review', type: 'product' }),
    card({ title: 'C', status: 'completed', type: 'marketing', isOwner: false, permission: 'read' }),
    card({ title: 'D', status: 'review', type: 'brand', isOwner: false, permission: 'admin' }),
  ];
  it.each([
    [find({}), ['A', 'B', 'C', 'D']],
    [find({ status: 'review' }), ['B', 'D']],
    [find({ status: 'draft' }), ['A']],
    [find({ type: 'brand' }), ['A', 'D']],
    [find({ owner: 'mine' }), ['A', 'B']],
    [find({ owner: 'shared' }), ['C']],
    [find({ status: 'review', type: 'brand' }), ['D']],
    [find({ q: 'b' }), ['B']],
  ])('%j → %j', (state, titles) => {
    expect(findCards(cards, state).map((c) => c.title)).toEqual(titles);
  });

  it.each([
    [card({ isOwner: true }), null, true],
    [card({ isOwner: false, permission: 'write' }), 'shared', true],
    [card({ isOwner: false, permission: 'admin' }), 'shared', false],
    [card({ isOwner: false, permission: 'admin' }), 'mine', false],
    // An admin's brief says 'admin' whether or not it was shared with them: the server's flag decides.
    [card({ isOwner: false, permission: 'admin', sharedWithMe: true }), 'shared', true],
    [card({ isOwner: false, permission: 'admin', sharedWithMe: false }), 'shared', false],
    [card({ isOwner: false, permission: 'read', sharedWithMe: true }), 'shared', true],
    [card({ isOwner: true, permission: 'owner', sharedWithMe: false }), 'shared', false],
  ] as const)('ownership of %j under %s: %s', (c, owner, expected) => {
    expect(matchesOwnership(c, owner)).toBe(expected);
  });
});

describe('rule: sort by last updated (default), created, title A–Z, company A–Z', () => {
  const cards = [
    card({ title: 'beta', company: 'Zed', createdAt: '2026-01-03', updatedAt: '2026-01-04' }),
    card({ title: 'Alpha', company: 'ácme', createdAt: '2026-01-01', updatedAt: '2026-01-05' }),
    card({ title: 'Brief 10', company: '', createdAt: '2026-01-02', updatedAt: '2026-01-01' }),
    card({ title: 'Brief 9', company: 'Bolt', createdAt: '2026-01-04', updatedAt: '2026-01-02' }),
  ];
  it.each([
    ['updated', ['Alpha', 'beta', 'Brief 9', 'Brief 10']],
    ['created', ['Brief 9', 'beta', 'Brief 10', 'Alpha']],
    ['title', ['Alpha', 'beta', 'Brief 9', 'Brief 10']],
    ['company', ['Alpha', 'Brief 9', 'beta', 'Brief 10']],
  ] as const)('%s → %j', (sort, titles) => {
    expect([...cards].sort(compareCards(sort)).map((c) => c.title)).toEqual(titles);
  });
});

describe('rule: the find lives in the URL (?q=…&status=…&type=…&owner=…&sort=…)', () => {
  it.each([
    ['', EMPTY_FIND],
    ['?q=caf%C3%A9+noir', find({ q: 'café noir' })],
    ['?status=review&type=product&sort=title', find({ status: 'review', type: 'product', sort: 'title' })],
    ['?owner=shared', find({ owner: 'shared' })],
    ['?status=archived&type=x&owner=all&sort=random', EMPTY_FIND],
  ])('parses %j', (search, state) => {
    expect(parseFindParams(new URLSearchParams(search))).toEqual(state);
  });

  it.each([
    [EMPTY_FIND, ''],
    [find({ q: 'spring sale' }), 'q=spring+sale'],
    [find({ status: 'draft', sort: 'company' }), 'status=draft&sort=company'],
    [find({ q: '', type: 'brand', owner: 'mine' }), 'type=brand&owner=mine'],
  ])('serialises %j as %j and back', (state, search) => {
    const params = findParams(state);
    expect(params.toString()).toBe(search);
    expect(parseFindParams(params)).toEqual(state);
  });

  it('writes its parameters in one order, whatever the order before', () => {
    expect(
      findParams(find({ q: 'x', status: 'draft' }), new URLSearchParams('status=review&q=y')).toString(),
    ).toBe('q=x&status=draft');
  });

  it('keeps other parameters', () => {
    expect(findParams(find({ q: 'x' }), new URLSearchParams('tab=1&q=old')).toString()).toBe('tab=1&q=x');
  });

  it.each([
    [EMPTY_FIND, false, false],
    [find({ sort: 'title' }), true, false],
    [find({ q: ' ' }), false, false],
    [find({ q: 'a' }), true, true],
    [find({ owner: 'mine' }), true, true],
  ])('%j: finding %s, filters %s', (state, finding, filters) => {
    expect(isFinding(state)).toBe(finding);
    expect(hasFilters(state)).toBe(filters);
  });
});
