import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { BriefsmithDB } from '../../data/db';
import type { TemplateRecord } from '../../data/records';
import { listTemplates } from '../../data/templates';
import { useOnline } from '../../lib/online';
import { pullTemplates } from './template-actions';

/** The team's templates from this device, refreshed from the server whenever this is shown online. */
export function useTeamTemplates(db: BriefsmithDB): TemplateRecord[] | undefined {
  const online = useOnline();
  useEffect(() => {
    if (online) void pullTemplates(db);
  }, [db, online]);
  return useLiveQuery(() => listTemplates(db), [db]);
}
