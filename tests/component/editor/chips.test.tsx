import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChipInput } from '../../../src/features/editor/fields/chip-input.tsx';

function Harness({ initial = [] as string[] }) {
  const [values, setValues] = useState(initial);
  return (
    <>
      <ChipInput label="Primary Goals" values={values} onChange={setValues} />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </>
  );
}

const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '[]') as string[];

describe('List chips', { timeout: 20_000 }, () => {
  it('adds the trimmed value on Enter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Primary Goals' });
    await user.type(input, '  Grow sales  {Enter}');
    expect(values()).toEqual(['Grow sales']);
    expect(input).toHaveValue('');
    expect(screen.getByRole('row', { name: 'Grow sales' })).toBeInTheDocument();
  });

  it('ignores a value that is empty after trimming', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Primary Goals' }), '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Add Primary Goals' }));
    expect(values()).toEqual([]);
  });

  it('adds with the Add button too', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Primary Goals' }), 'Reach');
    await user.click(screen.getByRole('button', { name: 'Add Primary Goals' }));
    expect(values()).toEqual(['Reach']);
  });

  it('removes a chip by its position, even when the same text appears twice', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['A', 'B', 'A', 'C']} />);
    const removeButtons = screen.getAllByRole('button', { name: 'Remove A' });
    expect(removeButtons).toHaveLength(2);
    await user.click(removeButtons[1]!);
    expect(values()).toEqual(['A', 'B', 'C']);
  });

  it('removes the last chip with Backspace in the empty field', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['A', 'B']} />);
    await user.click(screen.getByRole('textbox', { name: 'Primary Goals' }));
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['A']);
  });

  it('removes a focused chip with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['A', 'B']} />);
    const grid = screen.getByRole('grid');
    await user.click(screen.getByRole('textbox', { name: 'Primary Goals' }));
    await user.tab(); // the Add button
    await user.tab(); // into the chips
    expect(within(grid).getByRole('row', { name: 'A' })).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(values()).toEqual(['B']);
  });
});
