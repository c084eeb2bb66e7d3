// Finding briefs on the dashboard: search text, filters, sort and their URL form. Pure rules, tested as
// tables (tests/unit/domain/find.test.ts). The search text of a brief is computed once, when its card
// is stored, so that a keystroke over 5,000 briefs costs one `includes` per word and brief.
import type { BriefColumn, BriefRow, BriefStatus, BriefType } from './brief';
import { isBriefStatus, isBriefType } from './brief';
import { BRIEF_FIELDS, type FieldKind } from './fields';

export const SORT_KEYS = ['updated', 'created', 'title', 'company'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** 'mine': owned by the viewer; 'shared': shared with the viewer; null: every brief the viewer sees. */
export const OWNERSHIP_FILTERS = ['mine', 'shared'] as const;
export type OwnershipFilter = (typeof OWNERSHIP_FILTERS)[number];

export type FindState = {
  q: string;
  status: BriefStatus | null;
  type: BriefType | null;
  owner: OwnershipFilter | null;
  sort: SortKey;
};

export const EMPTY_FIND: FindState = { q: '', status: null, type: null, owner: null, sort: 'updated' };

/** What a card needs to be found: its search text and the fields filters and sorts look at. */
export type FindableCard = {
  title: string;
  company: string;
  status: string;
  type: string;
  createdAt: string;
  updatedAt: string;
  isOwner: boolean;
  permission: string;
  /** Shared with the viewer; absent on cards stored before the server said (then `permission` tells). */
  sharedWithMe?: boolean;
  search?: string;
};

/** Lower case without accents: 'Café Éclair' → 'cafe eclair'. */
export function normaliseText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** What a search reads of a field, by its kind: words, not files (data URLs), choices or deliverables. */
const SEARCHED_KINDS: ReadonlySet<FieldKind> = new Set(['text', 'list', 'competitors']);

/** The stored columns a search looks at: every text and list field of the registry, in spec order. */
export const SEARCHED_COLUMNS: readonly BriefColumn[] = BRIEF_FIELDS.filter((field) =>
  SEARCHED_KINDS.has(field.kind),
).map((field) => field.column);

/** The normalised text a search matches: every searched column, plus extra words (the owner's name). */
export function searchTextOf(row: Partial<Record<keyof BriefRow, unknown>>, extra: string[] = []): string {
  const parts: string[] = [];
  for (const column of SEARCHED_COLUMNS) {
    const value = row[column];
    if (typeof value === 'string') parts.push(value);
    else if (Array.isArray(value)) for (const item of value) if (typeof item === 'string') parts.push(item);
  }
  parts.push(...extra);
  return normaliseText(parts.filter((part) => part !== '').join('\n'));
}

/** The words of a query, normalised; empty when the query is blank. */
export function queryWords(query: string): string[] {
  return normaliseText(query)
    .split(/\s+/)
    .filter((word) => word !== '');
}

/** Every word appears somewhere in the text, in any order (an empty query matches everything). */
export function matchesWords(searchText: string, words: readonly string[]): boolean {
  for (const word of words) if (!searchText.includes(word)) return false;
  return true;
}

/**
 * Whether someone shared the brief with the viewer. An admin's permission is 'admin' for every brief
 * they do not own, shared with them or not, so the server's `shared_with_me` decides; a member's
 * read or write permission can only come from a share.
 */
export function isSharedWithViewer(
  card: Pick<FindableCard, 'isOwner' | 'permission' | 'sharedWithMe'>,
): boolean {
  if (card.isOwner) return false;
  return card.sharedWithMe ?? (card.permission === 'read' || card.permission === 'write');
}

export function matchesOwnership(card: FindableCard, owner: OwnershipFilter | null): boolean {
  if (owner === 'mine') return card.isOwner;
  if (owner === 'shared') return isSharedWithViewer(card);
  return true;
}

/** Whether a card passes the search and every filter but status (what the stat cards count). */
export function matchesAllButStatus(card: FindableCard, state: FindState, words: readonly string[]): boolean {
  if (state.type !== null && card.type !== state.type) return false;
  if (!matchesOwnership(card, state.owner)) return false;
  return matchesWords(card.search ?? normaliseText(`${card.title}\n${card.company}`), words);
}

export function matchesFind(card: FindableCard, state: FindState, words: readonly string[]): boolean {
  if (state.status !== null && card.status !== state.status) return false;
  return matchesAllButStatus(card, state, words);
}

// Made on the first alphabetical sort, not when the app starts: building an ICU collator took about 40 ms
// of a phone's main thread (4× slowdown) inside the entry's evaluation, before the first screen.
let collator: Intl.Collator | undefined;

function byNewest(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0;
}

/** The order of a sort; ties (and empty titles or companies, last) fall back to last updated. */
export function compareCards(sort: SortKey): (a: FindableCard, b: FindableCard) => number {
  switch (sort) {
    case 'created':
      return (a, b) => byNewest(a.createdAt, b.createdAt) || byNewest(a.updatedAt, b.updatedAt);
    case 'title': {
      const alphabetical = alphabeticalOrder();
      return (a, b) => alphabetical(a.title, b.title) || byNewest(a.updatedAt, b.updatedAt);
    }
    case 'company': {
      const alphabetical = alphabeticalOrder();
      return (a, b) => alphabetical(a.company, b.company) || byNewest(a.updatedAt, b.updatedAt);
    }
    default:
      return (a, b) => byNewest(a.updatedAt, b.updatedAt);
  }
}

function alphabeticalOrder(): (a: string, b: string) => number {
  const order = (collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true }));
  return (a, b) => {
    const left = a.trim();
    const right = b.trim();
    if (left === '' || right === '') return (left === '' ? 1 : 0) - (right === '' ? 1 : 0);
    return order.compare(left, right);
  };
}

/** The cards a find shows, in its order. `sorted` must already be in the order of `state.sort`. */
export function findCards<T extends FindableCard>(sorted: readonly T[], state: FindState): T[] {
  const words = queryWords(state.q);
  return sorted.filter((card) => matchesFind(card, state, words));
}

/** True when the dashboard shows something other than every brief, newest first. */
export function isFinding(state: FindState): boolean {
  return hasFilters(state) || state.sort !== 'updated';
}

/** True when a search or a filter narrows the list ("Clear filters" has something to clear). */
export function hasFilters(state: FindState): boolean {
  return state.q.trim() !== '' || state.status !== null || state.type !== null || state.owner !== null;
}

const FIND_KEYS = ['q', 'status', 'type', 'owner', 'sort'] as const;

/** Reads `?q=…&status=…&type=…&owner=…&sort=…`; unknown values are ignored (a hand-edited link). */
export function parseFindParams(params: URLSearchParams): FindState {
  const status = params.get('status');
  const type = params.get('type');
  const owner = params.get('owner');
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    status: isBriefStatus(status) ? status : null,
    type: isBriefType(type) ? type : null,
    owner: (OWNERSHIP_FILTERS as readonly (string | null)[]).includes(owner)
      ? (owner as OwnershipFilter)
      : null,
    sort: (SORT_KEYS as readonly (string | null)[]).includes(sort) ? (sort as SortKey) : 'updated',
  };
}

/**
 * The URL form of a find, keeping any other parameter of `current`; defaults are left out, so the
 * plain dashboard stays at '/'.
 */
export function findParams(
  state: FindState,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of FIND_KEYS) params.delete(key);
  // Always in the same order, so one find has one URL.
  const values: Record<(typeof FIND_KEYS)[number], string | null> = {
    q: state.q === '' ? null : state.q,
    status: state.status,
    type: state.type,
    owner: state.owner,
    sort: state.sort === 'updated' ? null : state.sort,
  };
  for (const key of FIND_KEYS) {
    const value = values[key];
    if (value !== null) params.append(key, value);
  }
  return params;
}
