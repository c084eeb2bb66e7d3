// New-brief defaults (docs/spec.md §9): type brand, status draft, a random UUID, every list empty,
// every text empty, every deliverable unchecked.
import type { Brief, BriefType } from './brief';
import { briefFromRow } from './mapping';

export type NewBriefInput = { title: string; company: string; description?: string; type?: BriefType };

export function newBrief(
  input: NewBriefInput,
  now: Date = new Date(),
  id: string = crypto.randomUUID(),
): Brief {
  const timestamp = now.toISOString();
  // Read as a stored row holding only these: every other text and list empty, every box unticked.
  return briefFromRow({
    id,
    title: input.title,
    type: input.type ?? 'brand',
    status: 'draft',
    created_at: timestamp,
    updated_at: timestamp,
    description: input.description ?? '',
    company: input.company,
  });
}
