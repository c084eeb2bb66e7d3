import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { makeFullBrief } from '../../fixtures/make-brief.ts';
import { renderEditor } from './render-editor.tsx';

describe('Brief editor accessibility', { timeout: 30_000 }, () => {
  it('has no axe violations with every field filled', async () => {
    await renderEditor(makeFullBrief());
    await screen.findByRole('heading', { level: 1 });
    expect(await axeViolations()).toEqual([]);
  });

  it('labels every text field', async () => {
    await renderEditor(makeFullBrief());
    await screen.findByRole('heading', { level: 1 });
    for (const box of screen.getAllByRole('textbox')) expect(box).toHaveAccessibleName();
  });
});
