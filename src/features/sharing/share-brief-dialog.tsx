import { useLiveQuery } from 'dexie-react-hooks';
import { useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { OfflineNotice } from '../../components/ui/offline-notice';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast-store';
import { canSubmitShare } from '../../domain/validation';
import { useOnline } from '../../lib/online';
import { useAuth, useUserData } from '../../session';
import {
  DEFAULT_SHARE_PERMISSION,
  SHARE_PERMISSION_LABELS,
  SHARE_PERMISSIONS,
  type SharePermission,
} from '../../domain/constants';
import type { BriefShare } from '../../domain/entities';
import { notify } from '../../lib/notify';
import { NotMemberNotice } from './not-member-notice';
import { changeSharePermission, removeShare, shareBrief } from './share-actions';
import { SharesList } from './shares-list';
import { SHARE, SHARE_PERMISSION_CHANGE, SHARE_TOASTS } from './strings';
import { focusAfterRemoval, useSettledFocus } from './use-settled-focus';
import { useShares } from './use-shares';

export interface ShareBriefDialogProps {
  briefId: string;
  briefTitle: string;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

const PERMISSIONS = SHARE_PERMISSIONS.map((id) => ({ id, label: SHARE_PERMISSION_LABELS[id] }));

/** Share Brief (docs/spec.md §2, §5, §8): share by e-mail with View Only / Can Edit; list and remove shares. */
export default function ShareBriefDialog({
  briefId,
  briefTitle,
  isOpen,
  onOpenChange,
}: ShareBriefDialogProps) {
  const { db, userId } = useUserData();
  const online = useOnline();
  const [email, setEmail] = useState('');
  const [permission, setPermission] = useState<SharePermission>(DEFAULT_SHARE_PERMISSION);
  const [pending, setPending] = useState(false);
  const [notMember, setNotMember] = useState<string | null>(null);
  const { isAdmin } = useAuth();
  const { shares, reload } = useShares(briefId, isOpen && online);
  // A brief created offline is not on the server yet: a share would point at nothing.
  const onServer = useLiveQuery(
    async () => ((await db.briefs.get(briefId))?.serverVersion ?? 0) > 0,
    [db, briefId],
  );
  const canShare = online && onServer !== false;
  const contentRef = useRef<HTMLDivElement>(null);
  const focusWhenSettled = useSettledFocus(contentRef, !pending);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmitShare({ email, pending }) || !canShare) return;
    setPending(true);
    setNotMember(null);
    const outcome = await shareBrief({ briefId, email, permission, sharedBy: userId });
    // Back to the e-mail field: ready for the next colleague, or to correct this address.
    focusWhenSettled({ kind: 'email' });
    setPending(false);
    switch (outcome.status) {
      case 'user-not-found':
        toast({ ...SHARE_TOASTS.userNotFound, variant: 'destructive' });
        setNotMember(email.trim().toLowerCase());
        return;
      case 'already-shared':
        toast({ ...SHARE_TOASTS.alreadyShared, variant: 'destructive' });
        return;
      case 'error':
        toast({ ...SHARE_TOASTS.shareError(outcome.message), variant: 'destructive' });
        return;
      case 'shared':
        toast({ ...SHARE_TOASTS.shared(briefTitle, outcome.email), variant: 'success' });
        setEmail('');
        setPermission(DEFAULT_SHARE_PERMISSION);
        // The share stands; the e-mail telling the recipient follows (a failed mail is only logged).
        void notify({ event: 'shared', brief_id: briefId, user_id: outcome.userId });
        await reload();
    }
  }

  async function onRemove(share: BriefShare) {
    setPending(true);
    const ok = await removeShare(share.id);
    const shareIds = (shares ?? []).map((s) => s.id);
    // On success, a neighbouring row (or the e-mail field); on failure, the same Remove to retry.
    focusWhenSettled(ok ? focusAfterRemoval(shareIds, share.id) : { kind: 'remove', shareId: share.id });
    setPending(false);
    if (ok) {
      toast({ ...SHARE_TOASTS.removed, variant: 'success' });
      await reload();
    } else toast({ ...SHARE_TOASTS.removeError, variant: 'destructive' });
  }

  async function onChangePermission(share: BriefShare, next: SharePermission) {
    if (next === share.permission) return;
    setPending(true);
    const ok = await changeSharePermission(share.id, next);
    setPending(false);
    if (ok) {
      toast({ ...SHARE_PERMISSION_CHANGE.changed, variant: 'success' });
      await reload();
    } else toast({ ...SHARE_PERMISSION_CHANGE.error, variant: 'destructive' });
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={SHARE.title}
      description={SHARE.description(briefTitle)}
    >
      <div ref={contentRef} className="flex flex-col gap-6">
        {!online && <OfflineNotice>{SHARE.offline}</OfflineNotice>}
        {online && onServer === false && <OfflineNotice>{SHARE.notSynced}</OfflineNotice>}
        <Form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <TextField
            label={SHARE.email}
            name="email"
            type="email"
            autoFocus
            value={email}
            onChange={setEmail}
            placeholder={SHARE.emailPlaceholder}
          />
          <Select
            label={SHARE.permission}
            options={PERMISSIONS}
            value={permission}
            onChange={(value) => setPermission(value === 'write' ? 'write' : 'read')}
          />
          <Button
            type="submit"
            isDisabled={!canSubmitShare({ email, pending }) || !canShare}
            className="self-end"
          >
            {pending ? SHARE.sharing : SHARE.share}
          </Button>
        </Form>
        {notMember && (
          <NotMemberNotice email={notMember} isAdmin={isAdmin} onInvited={() => setNotMember(null)} />
        )}
        {online && (
          <SharesList
            shares={shares}
            isDisabled={pending}
            onRemove={(share) => void onRemove(share)}
            onChangePermission={(share, permission) => void onChangePermission(share, permission)}
          />
        )}
      </div>
    </Dialog>
  );
}
