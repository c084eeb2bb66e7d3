// The dashboard's find strings (search, filters, sort). Accessible names are a contract:
// "Search briefs" and "Clear filters".
export const FIND = {
  search: 'Search briefs',
  searchPlaceholder: 'Search briefs (press / to focus)',
  clearFilters: 'Clear filters',
  noResults: 'No briefs match your search and filters.',
  noResultsHint: 'Try other words, or clear the filters to see every brief.',
  status: 'Status',
  anyStatus: 'Any status',
  type: 'Type',
  anyType: 'Any type',
  ownership: 'Owner',
  mineAndShared: 'Mine and shared with me',
  everyones: "Everyone's",
  mine: 'Mine',
  sharedWithMe: 'Shared with me',
  sort: 'Sort by',
  sortLabels: { updated: 'Last updated', created: 'Created', title: 'Title A–Z', company: 'Company A–Z' },
  results: (n: number) => `${n} ${n === 1 ? 'brief matches' : 'briefs match'}`,
  /** On a phone, the button that shows the filters and sort. */
  filterAndSort: 'Filter and sort',
  statsAll: 'The numbers count every brief you can see.',
  statsFiltered: 'The numbers count the briefs that match your search and filters (any status).',
  showStatus: (label: string) => `Show ${label.toLowerCase()}`,
} as const;
