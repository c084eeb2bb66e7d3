// "Storage on this device" in the account menu: how much the app holds (navigator.storage.estimate) and
// whether the browser has granted persistent storage, with the offer to ask for it.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeviceStorageGroup } from '../../../src/features/account/device-storage.tsx';
import { formatBytes } from '../../../src/features/account/device-storage-text.ts';

afterEach(() => vi.unstubAllGlobals());

function stubStorage(persisted: boolean, grant = false) {
  const persist = vi.fn(() => Promise.resolve(grant));
  vi.stubGlobal('navigator', {
    ...navigator,
    onLine: true,
    storage: {
      estimate: () => Promise.resolve({ usage: 42 * 1024 * 1024, quota: 2 * 1024 * 1024 * 1024 }),
      persisted: () => Promise.resolve(persisted),
      persist,
    },
  });
  return persist;
}

describe('Storage on this device', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1536, '1.5 KB'],
    [42 * 1024 * 1024, '42 MB'],
    [2 * 1024 * 1024 * 1024, '2 GB'],
  ])('%i bytes read as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it('shows what the app holds and that the browser keeps it', async () => {
    stubStorage(true);
    render(<DeviceStorageGroup itemClassName="" />);
    expect(screen.getByRole('group', { name: 'Storage on this device' })).toBeInTheDocument();
    expect(await screen.findByText('42 MB used of 2 GB')).toBeInTheDocument();
    expect(await screen.findByText('Kept by the browser')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Keep data on this device' })).toBeNull();
  });

  it('offers to ask for persistent storage when it is not granted', async () => {
    const persist = stubStorage(false, true);
    const user = userEvent.setup();
    render(<DeviceStorageGroup itemClassName="" />);
    expect(await screen.findByText('The browser may clear it when space runs low')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Keep data on this device' }));
    expect(persist).toHaveBeenCalledOnce();
    expect(await screen.findByText('Kept by the browser')).toBeInTheDocument();
  });
});
