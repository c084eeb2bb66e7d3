// Members and pending invitations as cards, for a screen too narrow for the tables (a phone): each
// card says who, role and status and has its actions in reach, without scrolling sideways.
import type { ReactNode } from 'react';
import { InvitationActions, InvitationExpiry, type InvitationActionHandlers } from './invitations-table';
import { invitationName, invitedBy, memberName, shortDate } from './format';
import { MemberActions, type MemberActionHandlers } from './member-actions';
import { MemberStatus } from './members-table';
import { TEAM } from './strings';
import type { PendingInvitation, TeamMember } from './team-actions';

const card = 'flex flex-col gap-3 rounded-xl border border-line bg-surface p-4';

function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">{children}</dl>;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-fg-muted">{term}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere] text-fg-secondary">{children}</dd>
    </>
  );
}

/** Who: the name, and the address beneath it when the name is not the address. */
function Who({ name, email, suffix }: { name: string; email: string; suffix?: ReactNode }) {
  return (
    <div className="min-w-0">
      <p className="font-medium [overflow-wrap:anywhere] text-fg">
        {name} {suffix}
      </p>
      {name !== email && <p className="text-sm [overflow-wrap:anywhere] text-fg-secondary">{email}</p>}
    </div>
  );
}

export interface MemberCardsProps extends MemberActionHandlers {
  members: TeamMember[];
  currentUserId: string | undefined;
}

export function MemberCards({ members, currentUserId, ...handlers }: MemberCardsProps) {
  return (
    <ul aria-label={TEAM.membersListLabel} className="flex flex-col gap-3">
      {members.map((member) => {
        const isMe = member.user_id === currentUserId;
        return (
          <li key={member.user_id} aria-label={member.email} className={card}>
            <Who
              name={memberName(member)}
              email={member.email}
              suffix={isMe && <span className="text-fg-muted">{TEAM.you}</span>}
            />
            <Facts>
              <Fact term={TEAM.columns.role}>{TEAM.role[member.role]}</Fact>
              <Fact term={TEAM.columns.status}>
                <MemberStatus active={member.active} />
              </Fact>
              <Fact term={TEAM.columns.joined}>{shortDate(member.joined_at)}</Fact>
              <Fact term={TEAM.columns.briefs}>{member.briefs_owned}</Fact>
            </Facts>
            <MemberActions member={member} isMe={isMe} {...handlers} />
          </li>
        );
      })}
    </ul>
  );
}

export interface InvitationCardsProps extends InvitationActionHandlers {
  invitations: PendingInvitation[];
  now: number;
}

export function InvitationCards({ invitations, now, ...handlers }: InvitationCardsProps) {
  return (
    <ul aria-label={TEAM.invitationsListLabel} className="flex flex-col gap-3">
      {invitations.map((invitation) => (
        <li key={invitation.id} aria-label={invitation.email} className={card}>
          <Who name={invitationName(invitation)} email={invitation.email} />
          <Facts>
            <Fact term={TEAM.columns.role}>{TEAM.role[invitation.role]}</Fact>
            <Fact term={TEAM.columns.invitedBy}>{invitedBy(invitation)}</Fact>
            <Fact term={TEAM.columns.expires}>
              <InvitationExpiry invitation={invitation} now={now} />
            </Fact>
          </Facts>
          <InvitationActions invitation={invitation} {...handlers} />
        </li>
      ))}
    </ul>
  );
}
