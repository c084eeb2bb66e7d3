import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from '../../../src/components/ui/toast.tsx';
import { toast, toastStore } from '../../../src/components/ui/toast-store.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  toastStore.getState().clear();
});

describe('toasts (docs/spec.md §8, §9)', () => {
  it('are announced in the live Notifications region and leave after about 4.5 s', () => {
    render(<ToastRegion />);
    act(() => {
      toast({ title: 'Brief saved', description: 'Your changes have been saved successfully.' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Brief savedYour changes have been saved successfully.');
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    expect(region).toHaveTextContent('Brief saved');
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(region).not.toHaveTextContent('Brief saved');
  });

  it('makes errors alerts', () => {
    render(<ToastRegion />);
    act(() => {
      toast({ title: 'Error saving brief', description: 'Please try again.', variant: 'destructive' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Error saving brief');
  });

  it('stay while hovered and can be dismissed by their button', () => {
    render(<ToastRegion />);
    act(() => {
      toast({ title: 'Brief deleted' });
    });
    const text = screen.getByText('Brief deleted');
    fireEvent.mouseEnter(text.closest('div[aria-atomic]')!);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByText('Brief deleted')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Brief deleted')).not.toBeInTheDocument();
  });
});
