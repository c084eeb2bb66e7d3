// Direct competitors (docs/spec.md §3) are stored as 'name: strengths | weaknesses'.
// Limit of that format: a name containing ': ' or strengths containing ' | ' cannot be told
// apart from the separators, so such values do not survive a round trip.
import type { DirectCompetitor } from './brief';

const NAME_SEPARATOR = ': ';
const DETAIL_SEPARATOR = ' | ';

/** Application → row: always the full 'name: strengths | weaknesses' form. */
export function formatDirectCompetitor(competitor: DirectCompetitor): string {
  return `${competitor.name}${NAME_SEPARATOR}${competitor.strengths}${DETAIL_SEPARATOR}${competitor.weaknesses}`;
}

/**
 * Row → application: the text before the first ': ' is the name; after it, the text before the
 * first ' | ' is the strengths and the rest the weaknesses. Without ': ' the whole text is the name.
 */
export function parseDirectCompetitor(stored: string): DirectCompetitor {
  const nameEnd = stored.indexOf(NAME_SEPARATOR);
  if (nameEnd === -1) return { name: stored, strengths: '', weaknesses: '' };
  const name = stored.slice(0, nameEnd);
  const details = stored.slice(nameEnd + NAME_SEPARATOR.length);
  const strengthsEnd = details.indexOf(DETAIL_SEPARATOR);
  if (strengthsEnd === -1) return { name, strengths: details, weaknesses: '' };
  return {
    name,
    strengths: details.slice(0, strengthsEnd),
    weaknesses: details.slice(strengthsEnd + DETAIL_SEPARATOR.length),
  };
}

/** True when a competitor survives formatting and parsing unchanged (see the limit above). */
export function isRoundTrippableCompetitor(competitor: DirectCompetitor): boolean {
  return (
    !competitor.name.includes(NAME_SEPARATOR) &&
    `${competitor.strengths}${DETAIL_SEPARATOR}`.indexOf(DETAIL_SEPARATOR) === competitor.strengths.length
  );
}
