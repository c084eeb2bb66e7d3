import { UserRound } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { SHARE_PERMISSION_LABELS, SHARE_PERMISSIONS, type SharePermission } from '../../domain/constants';
import type { BriefShare } from '../../domain/entities';
import { SHARE, SHARE_PERMISSION_CHANGE } from './strings';

export interface SharesListProps {
  shares: BriefShare[] | null;
  isDisabled: boolean;
  onRemove(share: BriefShare): void;
  onChangePermission(share: BriefShare, permission: SharePermission): void;
}

/** Who the brief is shared with, their permission, and Remove. */
export function SharesList({ shares, isDisabled, onRemove, onChangePermission }: SharesListProps) {
  return (
    <section aria-labelledby="shares-title" className="flex flex-col gap-2">
      <h3 id="shares-title" className="text-sm font-semibold text-fg">
        {SHARE.currentShares}
      </h3>
      {shares === null ? (
        <p className="text-sm text-fg-muted">{SHARE.loadingShares}</p>
      ) : shares.length === 0 ? (
        <p className="text-sm text-fg-muted">{SHARE.noShares}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line-subtle rounded-lg border border-line">
          {shares.map((share) => {
            const email = share.profile?.email ?? share.shared_with_user_id;
            const name = share.profile?.full_name?.trim();
            return (
              <li key={share.id} data-share-id={share.id} className="flex flex-wrap items-center gap-3 p-3">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-surface-muted text-fg-muted">
                  <UserRound aria-hidden="true" className="size-4" />
                </span>
                {/* Name and full e-mail wrap on a phone rather than being cut off. */}
                <div className="min-w-0 flex-1 basis-40">
                  {name && <p className="text-sm font-medium [overflow-wrap:anywhere] text-fg">{name}</p>}
                  <p className="text-sm [overflow-wrap:anywhere] text-fg-secondary">{email}</p>
                </div>
                <select
                  aria-label={SHARE_PERMISSION_CHANGE.label(email)}
                  value={share.permission}
                  disabled={isDisabled}
                  onChange={(event) =>
                    onChangePermission(share, event.target.value === 'write' ? 'write' : 'read')
                  }
                  className="rounded-md border border-line-strong bg-surface px-2 py-1 text-sm text-fg focus-visible:ring-2 focus-visible:ring-info focus-visible:outline-none disabled:opacity-50"
                >
                  {SHARE_PERMISSIONS.map((permission) => (
                    <option key={permission} value={permission}>
                      {SHARE_PERMISSION_LABELS[permission]}
                    </option>
                  ))}
                </select>
                <Button
                  size="sm"
                  variant="danger"
                  isDisabled={isDisabled}
                  aria-label={`${SHARE.remove} ${email}`}
                  onPress={() => onRemove(share)}
                >
                  {SHARE.remove}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
