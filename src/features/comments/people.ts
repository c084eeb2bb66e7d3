// Who the comments name, and whom a comment may mention: the brief's readers as "Request review" finds
// them (the review feature's lookup), online; offline, the people this device knows of the brief (its
// owner, its reviewers, its commenters). Names come from the device first, then from the server.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { BriefsmithDB } from '../../data/db';
import { namesOnDevice } from '../../data/known-names';
import { displayName } from '../../domain/people';
import { useOnline } from '../../lib/online';
import { useUserData } from '../../session';
import { loadReviewCandidates, namesOf } from '../review';

export interface Reader {
  id: string;
  name: string;
}

/** Names fetched from the server this session, by id. */
const fetched = new Map<string, string>();

/** The names the device knows: the briefs' owners, reviewers and those who asked, and any fetched. */
export async function knownNames(db: BriefsmithDB): Promise<Map<string, string>> {
  const names = await namesOnDevice(db);
  for (const [id, name] of fetched) names.set(id, name);
  return names;
}

/** Names of `ids` the device does not know, from the server (none offline). */
export async function fetchNames(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const names = await namesOf([...ids]).catch(() => new Map<string, string>());
  for (const [id, name] of names) fetched.set(id, name);
}

function useKnownNames() {
  const { db, userId, email, repositoryContext } = useUserData();
  const known = useLiveQuery(() => knownNames(db), [db]);
  const names = new Map([...(known ?? []), ...fetched]);
  // The user's own name as the device has it; without one, the profile's name once fetched.
  if (repositoryContext.fullName?.trim()) names.set(userId, repositoryContext.fullName.trim());
  return { names, self: { id: userId, fallback: email } };
}

/** Every author's name: known ones at once, the rest fetched once online. */
export function useNames(ids: readonly (string | null)[]): Map<string, string> {
  const { names: known, self } = useKnownNames();
  const online = useOnline();
  const [, setFetchedCount] = useState(0);
  const missing = [...new Set(ids)].filter((id): id is string => !!id && !known.has(id)).sort();
  const key = missing.join();
  useEffect(() => {
    if (!online || key === '') return;
    let cancelled = false;
    void fetchNames(key.split(',')).then(() => !cancelled && setFetchedCount(fetched.size));
    return () => {
      cancelled = true;
    };
  }, [key, online]);
  if (!known.has(self.id)) known.set(self.id, self.fallback);
  return known;
}

/** Whom a comment on `briefId` may mention (never the user), alphabetically; null while loading. */
export function useReaders(briefId: string, commenters: readonly (string | null)[]): Reader[] | null {
  const { db, userId } = useUserData();
  const online = useOnline();
  const names = useNames(commenters);
  const [fromServer, setFromServer] = useState<Reader[] | null>(null);
  const brief = useLiveQuery(() => db.briefs.get(briefId), [db, briefId]);
  const reviewers = useLiveQuery(() => db.reviews.where('briefId').equals(briefId).toArray(), [db, briefId]);
  const ownerId = brief?.ownerId;
  useEffect(() => {
    if (!online || !ownerId) return;
    let cancelled = false;
    loadReviewCandidates()
      .then((candidates) => candidates(briefId, ownerId, userId))
      .then(
        (people) =>
          !cancelled && setFromServer(people.map((person) => ({ id: person.id, name: displayName(person) }))),
        () => undefined,
      );
    return () => {
      cancelled = true;
    };
  }, [briefId, ownerId, userId, online]);
  if (fromServer) return fromServer;
  if (brief === undefined || reviewers === undefined) return null;
  // Offline: those the device knows read this brief.
  const ids = new Set([brief.ownerId, ...reviewers.map((r) => r.reviewerId), ...commenters]);
  return [...ids]
    .filter((id): id is string => !!id && id !== userId && names.has(id))
    .map((id) => ({ id, name: names.get(id)! }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
