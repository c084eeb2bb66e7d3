import { describe, expect, it } from 'vitest';
import {
  STATUS_LABELS,
  TYPE_LABELS,
  briefTypeHeading,
  dashboardStatusTone,
  editorStatusVariant,
  hyphensAsSpaces,
  ownerName,
  statusLabel,
  typeLabel,
  viewStatusTone,
} from '../../../src/domain/labels.ts';

describe('rule: status labels are Draft, In Progress, Review, Completed', () => {
  it.each([
    ['draft', 'Draft'],
    ['in-progress', 'In Progress'],
    ['review', 'Review'],
    ['completed', 'Completed'],
    ['on-hold', 'On Hold'],
    ['', ''],
  ])('%j → %j', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });

  it('STATUS_LABELS covers exactly the four statuses', () => {
    expect(STATUS_LABELS).toEqual({
      draft: 'Draft',
      'in-progress': 'In Progress',
      review: 'Review',
      completed: 'Completed',
    });
  });
});

describe('rule: the hyphen is shown as a space on badges', () => {
  it.each([
    ['in-progress', 'in progress'],
    ['draft', 'draft'],
    ['a-b-c', 'a b c'],
  ])('%j → %j', (status, shown) => {
    expect(hyphensAsSpaces(status)).toBe(shown);
  });
});

describe('rule: type labels are Brand, Marketing, Product; the view hero reads "{Type} Brief"', () => {
  it.each([
    ['brand', 'Brand', 'Brand Brief'],
    ['marketing', 'Marketing', 'Marketing Brief'],
    ['product', 'Product', 'Product Brief'],
    ['social-media', 'Social Media', 'Social Media Brief'],
  ])('%j → %j, %j', (type, label, heading) => {
    expect(typeLabel(type)).toBe(label);
    expect(briefTypeHeading(type)).toBe(heading);
  });

  it('TYPE_LABELS covers exactly the three types', () => {
    expect(TYPE_LABELS).toEqual({ brand: 'Brand', marketing: 'Marketing', product: 'Product' });
  });
});

describe('rule: dashboard badges — draft slate, in-progress blue, review orange, completed green; unknown like draft', () => {
  it.each([
    ['draft', 'slate'],
    ['in-progress', 'blue'],
    ['review', 'orange'],
    ['completed', 'green'],
    ['archived', 'slate'],
    ['', 'slate'],
  ])('%j → %s', (status, tone) => {
    expect(dashboardStatusTone(status)).toBe(tone);
  });
});

describe('rule: view badges — draft muted, in-progress secondary, review warning, completed success; unknown like draft', () => {
  it.each([
    ['draft', 'muted'],
    ['in-progress', 'secondary'],
    ['review', 'warning'],
    ['completed', 'success'],
    ['archived', 'muted'],
    ['', 'muted'],
  ])('%j → %s', (status, tone) => {
    expect(viewStatusTone(status)).toBe(tone);
  });
});

describe("rule: the editor's status badge is 'default' when completed, otherwise secondary", () => {
  it.each([
    ['completed', 'default'],
    ['draft', 'secondary'],
    ['in-progress', 'secondary'],
    ['review', 'secondary'],
  ])('%j → %s', (status, variant) => {
    expect(editorStatusVariant(status)).toBe(variant);
  });
});

describe("rule: 'Shared by {owner}' names the owner's full name, else the e-mail", () => {
  it.each([
    [{ email: 'ann@example.com', full_name: 'Ann Lee' }, 'Ann Lee'],
    [{ email: 'ann@example.com', full_name: '' }, 'ann@example.com'],
    [{ email: 'ann@example.com', full_name: '  ' }, 'ann@example.com'],
    [null, ''],
  ])('%j → %j', (owner, name) => {
    expect(ownerName(owner)).toBe(name);
  });
});
