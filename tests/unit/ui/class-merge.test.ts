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
    ['text-sm text-slate-600', 'text-indigo-700', 'text-indigo-700', 'text-slate-600'],
  ])('cx(%j, %j) keeps %s and drops %s', (own, caller, kept, dropped) => {
    const merged = classes(cx(own, caller));
    expect(merged).toContain(kept);
    expect(merged).not.toContain(dropped);
  });

  it('keeps classes that do not conflict', () => {
    expect(classes(cx('text-sm', 'font-medium'))).toEqual(['text-sm', 'font-medium']);
  });

  it('lets a caller resize a button and change its shadow', () => {
    const merged = classes(buttonStyles({ variant: 'primary', className: 'text-2xl shadow-md' }));
    expect(merged).toEqual(expect.arrayContaining(['text-2xl', 'shadow-md']));
    expect(merged).not.toContain('text-sm');
    expect(merged).not.toContain('shadow-sm');
  });
});
