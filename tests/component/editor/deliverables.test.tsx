import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getBrief } from '../../../src/data/briefs-repository.ts';
import { DELIVERABLE_GROUPS } from '../../../src/domain/deliverables.ts';
import { makeBrief } from '../../fixtures/make-brief.ts';
import { renderEditor } from './render-editor.tsx';

describe('Deliverables checklist', { timeout: 20_000 }, () => {
  it('groups the options under their headings, with no checkbox for the vertical full-color logo', async () => {
    await renderEditor(makeBrief());
    const logoFiles = await screen.findByRole('group', { name: 'Logo Files' });
    const labels = within(logoFiles)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(labels).toEqual([
      'Full-color logo (horizontal and vertical)',
      'Monochrome (black and white) logo',
      'Transparent background versions',
      'Icons and submarks',
      'File formats (AI, EPS, SVG, PNG, JPG)',
    ]);
    expect(screen.queryByRole('checkbox', { name: 'Full-color logo (vertical)' })).not.toBeInTheDocument();
    for (const group of DELIVERABLE_GROUPS) {
      expect(screen.getByRole('group', { name: group.label })).toBeInTheDocument();
    }
  });

  it('saves checked deliverables and custom deliverables', async () => {
    const brief = makeBrief();
    const { db, user } = await renderEditor(brief);
    await user.click(
      await screen.findByRole('checkbox', { name: 'Full-color logo (horizontal and vertical)' }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Business card' }));
    await user.type(screen.getByRole('textbox', { name: 'Custom Deliverables' }), 'Mascot{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save Brief' }));
    await screen.findByText('Brief saved');
    const stored = (await getBrief(db, brief.id))!.requirements;
    expect(stored.deliverables.logoFiles.fullColorHorizontal).toBe(true);
    expect(stored.deliverables.logoFiles.fullColorVertical).toBe(false);
    expect(stored.deliverables.templates.businessCard).toBe(true);
    expect(stored.customDeliverables).toEqual(['Mascot']);
  });
});
