import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BriefView } from '../../../src/features/view/brief-view.tsx';
import { axeViolations } from '../support/axe.ts';
import { FIXED_NOW, makeFullBrief } from '../../fixtures/make-brief.ts';

describe('Brief view accessibility', { timeout: 30_000 }, () => {
  it('has no axe violations with every section shown', async () => {
    render(<BriefView brief={makeFullBrief()} now={FIXED_NOW} />);
    expect(await axeViolations()).toEqual([]);
  });

  it('has no axe violations with the lightbox open', async () => {
    const user = userEvent.setup();
    render(<BriefView brief={makeFullBrief()} now={FIXED_NOW} />);
    await user.click(screen.getByRole('button', { name: 'Open mood.png' }));
    await screen.findByRole('dialog', { name: 'mood.png' });
    expect(await axeViolations()).toEqual([]);
  });
});
