// A caller's class wins over the component's own conflicting one, whatever order the CSS has them in.
import { describe, expect, it } from 'vitest';
import { buttonStyles } from '../../../src/components/ui/button-styles.ts';
import { cx } from '../../../src/components/ui/utils.ts';

const classes = (value: string) => value.split(/\s+/).filter(Boolean);

describe('class composition in components/ui', () => {
  it.each([
    ['rounded-xl shadow-sm', 'shadow-md', 'shadow-md', 'shadow-sm'],
    ['text-lg font-semibold', 'text-2xl', 'text-2xl', 'text-lg'],
    ['p-6 pt-0', 'p-4', 'p-4', 'p-6'],
    ['text-sm text-fg-muted', 'text-accent-strong', 'text-accent-strong', 'text-fg-muted'],
    ['border-line bg-surface', 'bg-accent-soft', 'bg-accent-soft', 'bg-surface'],
    ['border border-line', 'border-danger', 'border-danger', 'border-line'],
    ['shadow-sm shadow-hero-from/20', 'shadow-md', 'shadow-md', 'shadow-sm'],
  ])('cx(%j, %j) keeps %s and drops %s', (own, caller, kept, dropped) => {
    const merged = classes(cx(own, caller));
    expect(merged).toContain(kept);
    expect(merged).not.toContain(dropped);
  });

  it('keeps classes that do not conflict', () => {
    expect(classes(cx('text-sm', 'font-medium'))).toEqual(['text-sm', 'font-medium']);
    // A semantic colour token is a colour, not a size: it survives a caller's text size, and the reverse.
    expect(classes(cx('text-sm text-fg-subtle', 'text-2xl'))).toEqual(['text-fg-subtle', 'text-2xl']);
    expect(classes(cx('border-2 border-line', 'shadow-md shadow-hero-from/20'))).toEqual([
      'border-2',
      'border-line',
      'shadow-md',
      'shadow-hero-from/20',
    ]);
  });

  it('lets a caller resize a button and change its shadow', () => {
    const merged = classes(buttonStyles({ variant: 'primary', className: 'text-2xl shadow-md' }));
    expect(merged).toEqual(expect.arrayContaining(['text-2xl', 'shadow-md']));
    expect(merged).not.toContain('text-sm');
    expect(merged).not.toContain('shadow-sm');
  });
});
