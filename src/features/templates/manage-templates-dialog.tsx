import { WifiOff } from 'lucide-react';
import { Dialog } from '../../components/ui/dialog';
import { useOnline } from '../../lib/online';
import { useAuth, useUserData } from '../../session';
import { TEMPLATES } from './strings';
import { canManageTemplate, TemplateRow } from './template-row';
import { useTeamTemplates } from './use-templates';

/**
 * "Manage templates" (account menu): the team's templates, as this device has them (so the list reads
 * offline), with Rename and Delete on those the viewer manages — their own, or all for an admin. Both
 * changes need a connection, as saving a template does; the server enforces who may make them.
 */
export function ManageTemplatesDialog({ onClose }: { onClose(): void }) {
  const { db, userId } = useUserData();
  const { isAdmin } = useAuth();
  const online = useOnline();
  const templates = useTeamTemplates(db);

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={TEMPLATES.manage}
      description={TEMPLATES.manageDescription}
    >
      <div className="mt-4 flex flex-col gap-3">
        {!online && (
          <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
            <WifiOff aria-hidden="true" className="size-4 shrink-0" />
            {TEMPLATES.manageOffline}
          </p>
        )}
        {templates && templates.length === 0 && <p className="text-sm text-fg-muted">{TEMPLATES.none}</p>}
        {templates && templates.length > 0 && (
          <ul aria-label={TEMPLATES.manage} className="flex max-h-[60vh] flex-col gap-2 overflow-y-auto">
            {templates.map((template) => (
              <TemplateRow
                key={template.id}
                db={db}
                template={template}
                manageable={canManageTemplate(template, userId, isAdmin)}
                online={online}
              />
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
