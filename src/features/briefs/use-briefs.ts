import { useLiveQuery } from 'dexie-react-hooks';
import { listBriefs } from '../../data/briefs-repository';
import type { BriefsmithDB } from '../../data/db';
import type { BriefCard } from '../../data/records';

/** The dashboard's cards, live from the local database; undefined while the first read runs. */
export function useBriefs(db: BriefsmithDB): BriefCard[] | undefined {
  return useLiveQuery(() => listBriefs(db), [db]);
}
