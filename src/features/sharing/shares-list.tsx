import { UserRound } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { SHARE_PERMISSION_LABELS } from '../../domain/constants';
import type { BriefShare } from '../../domain/entities';
import { SHARE } from './strings';

export interface SharesListProps {
  shares: BriefShare[] | null;
  isDisabled: boolean;
  onRemove(share: BriefShare): void;
}

/** Who the brief is shared with, their permission, and Remove. */
export function SharesList({ shares, isDisabled, onRemove }: SharesListProps) {
  return (
    <section aria-labelledby="shares-title" className="flex flex-col gap-2">
      <h3 id="shares-title" className="text-sm font-semibold text-slate-900">
        {SHARE.currentShares}
      </h3>
      {shares === null ? (
        <p className="text-sm text-slate-600">{SHARE.loadingShares}</p>
      ) : shares.length === 0 ? (
        <p className="text-sm text-slate-600">{SHARE.noShares}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200">
          {shares.map((share) => {
            const email = share.profile?.email ?? share.shared_with_user_id;
            const name = share.profile?.full_name?.trim();
            return (
              <li key={share.id} data-share-id={share.id} className="flex items-center gap-3 p-3">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
                  <UserRound aria-hidden="true" className="size-4" />
                </span>
                <div className="min-w-0 flex-1">
                  {name && <p className="truncate text-sm font-medium text-slate-900">{name}</p>}
                  <p className="truncate text-sm text-slate-700">{email}</p>
                </div>
                <Badge tone={share.permission === 'write' ? 'blue' : 'slate'}>
                  {SHARE_PERMISSION_LABELS[share.permission]}
                </Badge>
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
