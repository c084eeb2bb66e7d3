// Client review links are an online operation (docs/design.md §3): made and revoked through the
// server's functions (create_client_link, revoke_client_link decide who may), read under row-level
// security (only those who may make links see them). The token comes back once, at creation.
import type { ClientLinkDays, ClientLinkPermission } from '../../domain/client-links';
import { supabase } from '../../lib/supabase';

export interface ClientLink {
  id: string;
  briefId: string;
  permission: ClientLinkPermission;
  createdBy: string | null;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  lastOpenedAt: string | null;
}

type LinkRow = {
  id: string;
  brief_id: string;
  permission: string;
  created_by: string | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  last_opened_at: string | null;
};

function linkOf(row: LinkRow): ClientLink {
  return {
    id: row.id,
    briefId: row.brief_id,
    permission: row.permission === 'comment' ? 'comment' : 'view',
    createdBy: row.created_by,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    lastOpenedAt: row.last_opened_at,
  };
}

/** The brief's links, newest first. */
export async function listClientLinks(briefId: string): Promise<ClientLink[]> {
  const { data, error } = await supabase
    .from('client_links')
    .select('id, brief_id, permission, created_by, created_at, expires_at, revoked_at, last_opened_at')
    .eq('brief_id', briefId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data.map(linkOf);
}

export type CreateOutcome = { ok: true; link: ClientLink; token: string } | { ok: false; message: string };

export async function createClientLink(
  briefId: string,
  permission: ClientLinkPermission,
  days: ClientLinkDays,
): Promise<CreateOutcome> {
  try {
    const { data, error } = await supabase.rpc('create_client_link', {
      brief_id: briefId,
      permission,
      expires_in_days: days,
    });
    if (error) return { ok: false, message: error.message };
    const row = data as LinkRow & { token?: unknown };
    if (typeof row?.token !== 'string') return { ok: false, message: 'Please try again.' };
    return { ok: true, link: linkOf(row), token: row.token };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : 'Please try again.' };
  }
}

export async function revokeClientLink(linkId: string): Promise<boolean> {
  try {
    const { error } = await supabase.rpc('revoke_client_link', { link_id: linkId });
    if (error) throw error;
    return true;
  } catch (error) {
    console.error('Error revoking a client link:', error);
    return false;
  }
}
