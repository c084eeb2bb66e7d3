// The brief's client links: who made each, what the client may do, until when it works (or that it
// expired or was revoked), when it was last opened, and "Revoke" while it works.
import { Link2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { clientLinkStatus } from '../../domain/client-links';
import { calendarDate } from '../../domain/dates';
import { relativeTime } from '../../domain/time';
import type { ClientLink } from './client-link-actions';
import { CLIENT_LINK } from './client-strings';

export interface ClientLinksListProps {
  links: ClientLink[] | null;
  names: ReadonlyMap<string, string>;
  now?: Date;
  onRevoke(link: ClientLink): void;
}

function standing(link: ClientLink, now: Date): string {
  const date = calendarDate(link.expiresAt);
  switch (clientLinkStatus(link, now)) {
    case 'revoked':
      return CLIENT_LINK.revoked;
    case 'expired':
      return CLIENT_LINK.expired(date);
    default:
      return CLIENT_LINK.expires(date);
  }
}

export function ClientLinksList({ links, names, now = new Date(), onRevoke }: ClientLinksListProps) {
  return (
    <section aria-labelledby="client-links-title" className="flex flex-col gap-2">
      <h3 id="client-links-title" className="text-sm font-semibold text-fg">
        {CLIENT_LINK.links}
      </h3>
      {links === null ? (
        <p className="text-sm text-fg-muted">{CLIENT_LINK.loading}</p>
      ) : links.length === 0 ? (
        <p className="text-sm text-fg-muted">{CLIENT_LINK.none}</p>
      ) : (
        <ul
          aria-label={CLIENT_LINK.links}
          className="flex flex-col divide-y divide-line-subtle rounded-lg border border-line"
        >
          {links.map((link) => {
            const permission = CLIENT_LINK.permissions[link.permission];
            const active = clientLinkStatus(link, now) === 'active';
            const maker = (link.createdBy && names.get(link.createdBy)) || '';
            return (
              <li key={link.id} className="flex flex-wrap items-center gap-3 p-3">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-surface-muted text-fg-muted">
                  <Link2 aria-hidden="true" className="size-4" />
                </span>
                <div className="min-w-0 flex-1 basis-48 text-sm">
                  <p className="font-medium text-fg">{permission}</p>
                  <p className="text-fg-secondary">
                    {standing(link, now)}
                    {' · '}
                    {link.lastOpenedAt
                      ? CLIENT_LINK.lastOpened(relativeTime(link.lastOpenedAt, now))
                      : CLIENT_LINK.neverOpened}
                  </p>
                  {maker && (
                    <p className="[overflow-wrap:anywhere] text-fg-muted">{CLIENT_LINK.madeBy(maker)}</p>
                  )}
                </div>
                {active && (
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={CLIENT_LINK.revokeName(permission, calendarDate(link.expiresAt))}
                    onPress={() => onRevoke(link)}
                  >
                    {CLIENT_LINK.revoke}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
