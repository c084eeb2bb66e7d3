// Reusing briefs: a duplicate of a brief, and a new brief started from a template. Pure:
// ids and clocks are passed in.
import type { Brief } from './brief';

export function copyTitle(title: string): string {
  return `Copy of ${title}`;
}

/**
 * A copy of `source` as a new brief: "Copy of {title}", status draft, every other field and file as
 * in the source (deep-copied, so the two never share a list). Ownership is whoever saves it.
 */
export function duplicateBrief(source: Brief, now: Date, id: string = crypto.randomUUID()): Brief {
  const timestamp = now.toISOString();
  return {
    ...structuredClone(source),
    id,
    title: copyTitle(source.title),
    status: 'draft',
    createdAt: timestamp,
    updatedAt: timestamp,
  };
}
