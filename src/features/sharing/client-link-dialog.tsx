// "Share with client" (owners, write-share holders and admins; the server decides): choose what the
// client may do and how long the link works, "Create link" shows it once with "Copy client link", and
// the brief's links are listed with "Revoke". Online only: it says so offline.
import { useLiveQuery } from 'dexie-react-hooks';
import { useRef, useState, type FormEvent } from 'react';
import { Form, Input, Label, TextField as AriaTextField } from 'react-aria-components';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { inputStyles } from '../../components/ui/field';
import { OfflineNotice } from '../../components/ui/offline-notice';
import { RadioGroup } from '../../components/ui/radio-group';
import { toast } from '../../components/ui/toast-store';
import {
  CLIENT_LINK_DAYS,
  CLIENT_LINK_PERMISSIONS,
  DEFAULT_CLIENT_LINK_DAYS,
  clientLinkUrl,
  type ClientLinkDays,
  type ClientLinkPermission,
} from '../../domain/client-links';
import { siteUrl } from '../../lib/config';
import { useOnline } from '../../lib/online';
import { useUserData } from '../../session';
import { createClientLink, revokeClientLink, type ClientLink } from './client-link-actions';
import { ClientLinksList } from './client-links-list';
import { CLIENT_LINK } from './client-strings';
import { useClientLinks } from './use-client-links';

export interface ClientLinkDialogProps {
  briefId: string;
  briefTitle: string;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

const PERMISSIONS = CLIENT_LINK_PERMISSIONS.map((id) => ({ id, label: CLIENT_LINK.permissions[id] }));
const DAYS = CLIENT_LINK_DAYS.map((days) => ({ id: String(days), label: CLIENT_LINK.days(days) }));

export default function ClientLinkDialog({
  briefId,
  briefTitle,
  isOpen,
  onOpenChange,
}: ClientLinkDialogProps) {
  const { db, userId, email, repositoryContext } = useUserData();
  const online = useOnline();
  const [permission, setPermission] = useState<ClientLinkPermission>('view');
  const [days, setDays] = useState<ClientLinkDays>(DEFAULT_CLIENT_LINK_DAYS);
  const [pending, setPending] = useState(false);
  const [made, setMade] = useState<string | null>(null);
  const self = { id: userId, name: repositoryContext.fullName?.trim() || email };
  const { links, names, reload } = useClientLinks(db, briefId, self, isOpen && online);
  // A brief created offline is not on the server yet: a link would point at nothing. (One not on this
  // device is the server's to judge.)
  const onServer = useLiveQuery(async () => {
    const record = await db.briefs.get(briefId);
    return !record || record.serverVersion > 0;
  }, [db, briefId]);
  const canCreate = online && onServer !== false;
  // Buttons stay enabled while a request runs (a disabled pressed button, or a revoked link's row
  // losing its "Revoke", would drop the keyboard focus out of the dialog); a second press is ignored.
  const running = useRef(false);
  const createButton = useRef<HTMLButtonElement>(null);

  async function run<T>(request: () => Promise<T>): Promise<T | null> {
    if (running.current) return null;
    running.current = true;
    setPending(true);
    try {
      return await request();
    } finally {
      running.current = false;
      setPending(false);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canCreate) return;
    const outcome = await run(() => createClientLink(briefId, permission, days));
    if (!outcome) return;
    if (!outcome.ok) {
      toast({ ...CLIENT_LINK.createError(outcome.message), variant: 'destructive' });
      return;
    }
    setMade(clientLinkUrl(siteUrl(), outcome.token));
    await reload();
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast({ ...CLIENT_LINK.copied, variant: 'success' });
    } catch {
      toast({ ...CLIENT_LINK.copyFailed, variant: 'destructive' });
    }
  }

  async function onRevoke(link: ClientLink) {
    const ok = await run(() => revokeClientLink(link.id));
    if (ok === null) return;
    // Its row no longer offers "Revoke": the keyboard goes back to "Create link".
    createButton.current?.focus();
    if (!ok) {
      toast({ ...CLIENT_LINK.revokeError, variant: 'destructive' });
      return;
    }
    toast({ ...CLIENT_LINK.revokedToast, variant: 'success' });
    await reload();
  }

  // The link is shown once: closing the dialog forgets it.
  const openChange = (open: boolean) => {
    if (!open) setMade(null);
    onOpenChange(open);
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={openChange}
      title={CLIENT_LINK.title}
      description={CLIENT_LINK.description(briefTitle)}
    >
      <div className="flex flex-col gap-6">
        {!online && <OfflineNotice>{CLIENT_LINK.offline}</OfflineNotice>}
        {online && onServer === false && <OfflineNotice>{CLIENT_LINK.notSynced}</OfflineNotice>}
        <Form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <RadioGroup<ClientLinkPermission>
            label={CLIENT_LINK.permission}
            options={PERMISSIONS}
            value={permission}
            onChange={setPermission}
          />
          <RadioGroup
            label={CLIENT_LINK.expiry}
            options={DAYS}
            value={String(days)}
            onChange={(value) =>
              setDays(CLIENT_LINK_DAYS.find((d) => String(d) === value) ?? DEFAULT_CLIENT_LINK_DAYS)
            }
          />
          <Button ref={createButton} type="submit" isDisabled={!canCreate} className="self-end">
            {pending ? CLIENT_LINK.creating : CLIENT_LINK.create}
          </Button>
        </Form>
        {made && (
          <div className="flex flex-col gap-2 rounded-lg border border-line bg-surface-subtle p-3">
            <AriaTextField value={made} isReadOnly className="flex flex-col gap-1">
              <Label className="text-sm font-medium text-fg">{CLIENT_LINK.link}</Label>
              <Input
                // Shown once: the keyboard goes to it, ready to copy.
                autoFocus
                className={(renderProps) => inputStyles({ ...renderProps, className: 'font-mono text-xs' })}
                onFocus={(event) => event.currentTarget.select()}
              />
            </AriaTextField>
            <p className="text-xs text-fg-muted">{CLIENT_LINK.linkHint}</p>
            <Button size="sm" className="self-start" onPress={() => void copy(made)}>
              {CLIENT_LINK.copy}
            </Button>
          </div>
        )}
        {online && <ClientLinksList links={links} names={names} onRevoke={(l) => void onRevoke(l)} />}
      </div>
    </Dialog>
  );
}
