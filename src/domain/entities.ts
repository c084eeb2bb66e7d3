// The other entities of docs/spec.md §3, as the client reads them.
import type { SharePermission, UserRole } from './constants';

/** full_name is null until the member gives one (the column is nullable). */
export type Profile = { id: string; email: string; full_name: string | null };

/** A share of a brief with one user, with the recipient's profile (null when it could not be read). */
export type BriefShare = {
  id: string;
  brief_id: string;
  shared_with_user_id: string;
  /** null once the member who shared it is gone (the column is nullable). */
  shared_by_user_id: string | null;
  permission: SharePermission;
  created_at?: string;
  profile: Profile | null;
};

export type UserRoleRecord = { user_id: string; role: UserRole };

export type Invitation = {
  token: string;
  email: string;
  role: UserRole;
  expires_at: string;
  used_at: string | null;
  /** The invitee's name as the admin typed it, if any: prefills the sign-up's "Full name". */
  full_name?: string | null;
};
