import { describe, expect, it } from 'vitest';
import { copyTitle, duplicateBrief } from '../../../src/domain/reuse.ts';
import {
  briefFromTemplate,
  BUILT_IN_TEMPLATES,
  templateContentOf,
  TEMPLATE_COLUMNS,
} from '../../../src/domain/templates.ts';
import { makeFullBrief } from '../../fixtures/make-brief.ts';

const NOW = new Date('2026-05-01T09:00:00.000Z');

describe('rule: a duplicate is "Copy of {title}", a draft, with every field and file copied', () => {
  it.each([
    ['Spring', 'Copy of Spring'],
    ['Copy of Spring', 'Copy of Copy of Spring'],
    ['', 'Copy of '],
  ])('%j → %j', (title, expected) => expect(copyTitle(title)).toBe(expected));

  it('keeps every section and file, resets the id, status and dates, and shares no list with the source', () => {
    const source = makeFullBrief({ title: 'Launch', status: 'completed' });
    const copy = duplicateBrief(source, NOW, 'copy-id');
    expect(copy).toEqual({
      ...source,
      id: 'copy-id',
      title: 'Copy of Launch',
      status: 'draft',
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    });
    copy.goals.primaryGoals.push('More');
    expect(source.goals.primaryGoals).not.toContain('More');
  });
});

describe('rule: templates hold brief content without identity or files', () => {
  it('leaves out title, company, status, type and files', () => {
    expect(TEMPLATE_COLUMNS).not.toEqual(expect.arrayContaining(['title']));
    for (const column of [
      'title',
      'company',
      'status',
      'type',
      'brand_documents',
      'visual_style_files',
      'id',
    ])
      expect(TEMPLATE_COLUMNS).not.toContain(column);
    expect(TEMPLATE_COLUMNS).toEqual(expect.arrayContaining(['description', 'deliverables', 'key_messages']));
  });

  it('starts a brief from a saved brief with its content under the new title and company', () => {
    const source = makeFullBrief({ title: 'Launch', type: 'product', status: 'review' });
    const content = templateContentOf(source);
    const brief = briefFromTemplate(
      { type: 'product', content },
      { title: 'New', company: 'Initech' },
      NOW,
      'n1',
    );
    expect(brief).toMatchObject({ id: 'n1', title: 'New', type: 'product', status: 'draft' });
    expect(brief.overview).toEqual({ ...source.overview, company: 'Initech' });
    expect(brief.requirements).toEqual(source.requirements);
    expect(brief.brand.brandDocuments).toEqual([]);
    expect(brief.creative.visualStyleFiles).toEqual([]);
    expect(brief.competitors).toEqual(source.competitors);
  });

  it('never carries a file of another brief into the new one, even from content that holds one', () => {
    const folder = crypto.randomUUID();
    const fileId = crypto.randomUUID();
    const reference = JSON.stringify({
      name: 'guide.pdf',
      file: {
        id: fileId,
        path: `${folder}/${fileId}`,
        size: 4,
        type: 'application/pdf',
        sha256: 'a'.repeat(64),
      },
    });
    const brief = briefFromTemplate(
      {
        type: 'brand',
        content: { brand_documents: [reference], visual_style_files: [reference] } as never,
      },
      { title: 'T', company: 'C' },
      NOW,
    );
    expect(brief.brand.brandDocuments).toEqual([]);
    expect(brief.creative.visualStyleFiles).toEqual([]);
  });

  it.each([
    [{ title: 'T', company: 'C', description: 'Typed here' }, 'Typed here'],
    [{ title: 'T', company: 'C', description: '  ' }, 'From the template'],
    [{ title: 'T', company: 'C' }, 'From the template'],
  ])('description %j → %j', (input, expected) => {
    const brief = briefFromTemplate(
      { type: 'brand', content: { description: 'From the template' } },
      input,
      NOW,
    );
    expect(brief.overview.description).toBe(expected);
  });

  it('reads template content as leniently as a stored row: unknown keys ignored, a non-list as empty', () => {
    const brief = briefFromTemplate(
      {
        type: 'marketing',
        content: { title: 'Hijack', key_messages: 'not a list', budget: 5, nope: 1 } as never,
      },
      { title: 'T', company: 'C' },
      NOW,
    );
    expect(brief.title).toBe('T');
    expect(brief.goals.keyMessages).toEqual([]);
    expect(brief.requirements.budget).toBe('5');
  });
});

describe('rule: one built-in template per type, with content in each section and the usual deliverables', () => {
  it.each(BUILT_IN_TEMPLATES.map((template) => [template.type, template] as const))(
    '%s',
    (type, template) => {
      const brief = briefFromTemplate(template, { title: 'T', company: 'C' }, NOW);
      expect(brief.type).toBe(type);
      expect(brief.overview.description).not.toBe('');
      expect(brief.goals.primaryGoals.length).toBeGreaterThan(0);
      expect(brief.audience.primaryAudience).not.toBe('');
      expect(brief.brand.toneOfVoice).not.toBe('');
      expect(brief.creative.visualStyle).not.toBe('');
      expect(brief.requirements.timeline).not.toBe('');
      const ticked = Object.values(brief.requirements.deliverables).flatMap((group) =>
        Object.values(group).filter(Boolean),
      );
      expect(ticked.length).toBeGreaterThanOrEqual(5);
      // Every ticked key is one the checklist knows (unknown keys would be dropped silently).
      const raw = Object.values(
        template.content.deliverables as Record<string, Record<string, boolean>>,
      ).flatMap((group) => Object.values(group).filter(Boolean));
      expect(ticked.length).toBe(raw.length);
    },
  );

  it('covers brand, product and marketing', () => {
    expect(BUILT_IN_TEMPLATES.map((t) => t.type).sort()).toEqual(['brand', 'marketing', 'product']);
  });
});
