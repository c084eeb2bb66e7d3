// What other features add to the dashboard, composed by the app (src/app/dashboard-extras.tsx) so that the
// dashboard imports only the features it is made of (find, review, templates' "Start from"): the Share,
// Invite, Profile, Change password and Manage templates dialogs, the account menu's theme group, Duplicate,
// the delete that can be undone and "Mentions for you". The dialogs come lazy: their code loads when they first open.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { ToastInput } from '../../components/ui/toast-store';
import type { RepositoryContext } from '../../data/briefs-repository';
import type { BriefsmithDB } from '../../data/db';

export interface DashboardExtras {
  ShareDialog: ComponentType<{
    briefId: string;
    briefTitle: string;
    isOpen: boolean;
    onOpenChange(isOpen: boolean): void;
  }>;
  InviteDialog: ComponentType<{ isOpen: boolean; onOpenChange(isOpen: boolean): void }>;
  ProfileDialog: ComponentType<{ userId: string; email: string; onClose(): void }>;
  ChangePasswordDialog: ComponentType<{ email: string; onClose(): void }>;
  ManageTemplatesDialog: ComponentType<{ onClose(): void }>;
  /** "Mentions for you" (the comments feature), after the first paint. */
  MentionsForYou: ComponentType;
  /** The account menu's last group (System / Light / Dark), styled like its items. */
  accountMenuGroup(itemClassName: string): ReactNode;
  /** Duplicates a brief and opens the copy in the editor. */
  useDuplicate(): (briefId: string) => Promise<void>;
  /** Deletes the brief; the returned action (null when nothing was deleted) is the toast's Undo. */
  deleteWithUndo(
    db: BriefsmithDB,
    briefId: string,
    ctx: RepositoryContext,
  ): Promise<ToastInput['action'] | null>;
}

const DashboardExtrasContext = createContext<DashboardExtras | null>(null);

export const DashboardExtrasProvider = DashboardExtrasContext.Provider;

export function useDashboardExtras(): DashboardExtras {
  const extras = useContext(DashboardExtrasContext);
  if (!extras) throw new Error('useDashboardExtras must be used within the dashboard page');
  return extras;
}
