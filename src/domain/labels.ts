// Status and type labels and badge tones (docs/spec.md §4). Functions take any string because stored data
// may hold a value this version does not know: it is shown with hyphens as spaces, styled like draft.
import type { BriefOwner, BriefStatus, BriefType } from './brief';
import { isBriefStatus, isBriefType } from './brief';
import { displayName } from './people';

export const STATUS_LABELS: Record<BriefStatus, string> = {
  draft: 'Draft',
  'in-progress': 'In Progress',
  review: 'Review',
  completed: 'Completed',
};

export const TYPE_LABELS: Record<BriefType, string> = {
  brand: 'Brand',
  marketing: 'Marketing',
  product: 'Product',
};

/** 'In Progress' for 'in-progress'; an unknown value in title case with hyphens as spaces. */
export function statusLabel(status: string): string {
  return isBriefStatus(status) ? STATUS_LABELS[status] : titleCase(hyphensAsSpaces(status));
}

export function typeLabel(type: string): string {
  return isBriefType(type) ? TYPE_LABELS[type] : titleCase(hyphensAsSpaces(type));
}

/** The raw value as a badge shows it: 'in-progress' → 'in progress'. */
export function hyphensAsSpaces(value: string): string {
  return value.replace(/-/g, ' ');
}

/** The view's hero line: the type followed by 'Brief', e.g. 'Brand Brief'. */
export function briefTypeHeading(type: string): string {
  return `${typeLabel(type)} Brief`;
}

export type DashboardStatusTone = 'slate' | 'blue' | 'orange' | 'green';
export type ViewStatusTone = 'muted' | 'secondary' | 'warning' | 'success';
export type EditorStatusVariant = 'default' | 'secondary';

const DASHBOARD_TONES: Record<BriefStatus, DashboardStatusTone> = {
  draft: 'slate',
  'in-progress': 'blue',
  review: 'orange',
  completed: 'green',
};

const VIEW_TONES: Record<BriefStatus, ViewStatusTone> = {
  draft: 'muted',
  'in-progress': 'secondary',
  review: 'warning',
  completed: 'success',
};

/** Dashboard badge colour: draft slate, in-progress blue, review orange, completed green. */
export function dashboardStatusTone(status: string): DashboardStatusTone {
  return isBriefStatus(status) ? DASHBOARD_TONES[status] : DASHBOARD_TONES.draft;
}

/** View badge style: draft muted, in-progress secondary, review warning, completed success. */
export function viewStatusTone(status: string): ViewStatusTone {
  return isBriefStatus(status) ? VIEW_TONES[status] : VIEW_TONES.draft;
}

/** Editor badge: 'default' when completed, otherwise secondary (docs/spec.md §2). */
export function editorStatusVariant(status: string): EditorStatusVariant {
  return status === 'completed' ? 'default' : 'secondary';
}

/** Who a card names in 'Shared by {owner}': the full name, else the e-mail. */
export function ownerName(owner: BriefOwner | null | undefined): string {
  return owner ? displayName(owner) : '';
}

function titleCase(value: string): string {
  return value.replace(/(^|\s)(\S)/g, (_match, space: string, first: string) => space + first.toUpperCase());
}
