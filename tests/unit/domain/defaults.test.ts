import { describe, expect, it } from 'vitest';
import { briefToRow } from '../../../src/domain/mapping.ts';
import { emptyDeliverables } from '../../../src/domain/deliverables.ts';
import { newBrief } from '../../../src/domain/defaults.ts';

const NOW = new Date('2026-03-01T12:00:00.000Z');

describe('rule: a new brief is type brand, status draft, with a random UUID and every deliverable false', () => {
  it.each([
    [{ title: 'Launch', company: 'Acme' }, ''],
    [{ title: 'Launch', company: 'Acme', description: 'New look' }, 'New look'],
  ])('%j', (input, description) => {
    const brief = newBrief(input, NOW);
    expect(brief).toMatchObject({
      title: 'Launch',
      type: 'brand',
      status: 'draft',
      createdAt: '2026-03-01T12:00:00.000Z',
      updatedAt: '2026-03-01T12:00:00.000Z',
      overview: { company: 'Acme', description, projectName: '', industry: '', projectType: '' },
    });
    expect(brief.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(brief.requirements.deliverables).toEqual(emptyDeliverables());
  });

  it('gives each new brief its own id', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newBrief({ title: 't', company: 'c' }).id));
    expect(ids.size).toBe(50);
  });

  it('starts every other text empty and every list empty', () => {
    const row = briefToRow(newBrief({ title: 'T', company: 'C' }, NOW, 'id-1'), 'u1');
    const filled = Object.entries(row).filter(
      ([, value]) =>
        (typeof value === 'string' && value !== '') || (Array.isArray(value) && value.length > 0),
    );
    expect(filled.map(([column]) => column).sort()).toEqual(
      ['company', 'created_at', 'id', 'status', 'title', 'type', 'updated_at', 'user_id'].sort(),
    );
  });
});
