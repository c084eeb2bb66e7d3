// The brief's client links while the dialog is open and online, with who made each named as the device
// knows them (the user, data/known-names.ts), else from their profile.
import { useCallback, useEffect, useState } from 'react';
import type { BriefsmithDB } from '../../data/db';
import { namesOnDevice } from '../../data/known-names';
import { displayName } from '../../domain/people';
import { supabase } from '../../lib/supabase';
import { listClientLinks, type ClientLink } from './client-link-actions';

/** Names of `ids`: this device's first, the rest from the profiles the user may read. */
export async function creatorNames(
  db: BriefsmithDB,
  ids: readonly string[],
  self: { id: string; name: string },
): Promise<Map<string, string>> {
  const names = await namesOnDevice(db);
  if (!names.has(self.id)) names.set(self.id, self.name);
  const missing = [...new Set(ids)].filter((id) => !names.has(id));
  if (missing.length > 0) {
    const { data } = await supabase.from('profiles').select('id, email, full_name').in('id', missing);
    for (const person of data ?? []) names.set(person.id, displayName(person));
  }
  return names;
}

type Loaded = { links: ClientLink[]; names: Map<string, string> };

async function loadLinks(
  db: BriefsmithDB,
  briefId: string,
  self: { id: string; name: string },
): Promise<Loaded> {
  try {
    const links = await listClientLinks(briefId);
    const ids = links.flatMap((link) => (link.createdBy ? [link.createdBy] : []));
    return { links, names: await creatorNames(db, ids, self) };
  } catch (error) {
    console.error('Error loading client links:', error);
    return { links: [], names: new Map() };
  }
}

export function useClientLinks(
  db: BriefsmithDB,
  briefId: string,
  self: { id: string; name: string },
  enabled: boolean,
) {
  const [state, setState] = useState<Loaded | null>(null);
  const { id, name } = self;
  const reload = useCallback(
    async () => setState(await loadLinks(db, briefId, { id, name })),
    [db, briefId, id, name],
  );
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    void loadLinks(db, briefId, { id, name }).then((loaded) => !cancelled && setState(loaded));
    return () => {
      cancelled = true;
    };
  }, [enabled, db, briefId, id, name]);
  return { links: state?.links ?? null, names: state?.names ?? new Map<string, string>(), reload };
}
