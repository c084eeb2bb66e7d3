// How the Team page writes people and dates.
import { displayName } from '../../domain/people';
import type { TeamMember } from './team-actions';

export const memberName = (member: Pick<TeamMember, 'full_name' | 'email'>): string => displayName(member);

export const shortDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
