import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from '../../../src/app/lazy-screen.tsx';

function Dashboard() {
  return <h1>Dashboard</h1>;
}

function renderScreen(Screen: ComponentType) {
  render(
    <Suspense fallback={<p>Loading...</p>}>
      <Screen />
    </Suspense>,
  );
}

describe('a code-split screen', () => {
  it('renders at once, without the loading fallback, when its code was preloaded', async () => {
    const { Screen, preload } = lazyScreen(() => Promise.resolve({ default: Dashboard }));
    await preload();
    renderScreen(Screen);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows the fallback until its code arrives when it was not preloaded', async () => {
    let arrive: (module: { default: typeof Dashboard }) => void = () => undefined;
    const { Screen } = lazyScreen(() => new Promise((resolve) => (arrive = resolve)));
    renderScreen(Screen);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await act(async () => arrive({ default: Dashboard }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('loads its code once however often it is asked for (a prefetch, then React), and again after a failure', async () => {
    let loads = 0;
    let fail = true;
    const { Screen, preload } = lazyScreen(async () => {
      loads++;
      if (fail) throw new Error('offline');
      return { default: Dashboard };
    });
    await expect(preload()).rejects.toThrow('offline');
    fail = false;
    await Promise.all([preload(), preload()]);
    renderScreen(Screen);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(loads).toBe(2);
  });
});
