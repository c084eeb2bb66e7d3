// "Skip to content": the first stop of the keyboard on every page, moving the focus to the
// page's main content.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { SkipLink } from '../../../src/app/skip-link.tsx';

describe('Skip to content', () => {
  it('is the first thing Tab reaches and moves the focus to the main content', async () => {
    render(
      <>
        <SkipLink />
        <header>
          <a href="/">Home</a>
        </header>
        <main id="main-content" tabIndex={-1}>
          <h1>Dashboard</h1>
        </main>
      </>,
    );
    const user = userEvent.setup();
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to content' });
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
