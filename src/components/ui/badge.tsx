import type { ReactNode } from 'react';
import { tv, type VariantProps } from 'tailwind-variants';

// Tones: the dashboard's slate/blue/orange/green (docs/spec.md §4) and the view's muted/secondary/warning/success.
// Text shades are 700/800 on 50/100 backgrounds so every pair passes WCAG AA.
export const badgeStyles = tv({
  base: 'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3',
  variants: {
    tone: {
      default: 'border-transparent bg-indigo-600 text-white',
      slate: 'border-slate-200 bg-slate-100 text-slate-700',
      blue: 'border-blue-200 bg-blue-50 text-blue-800',
      orange: 'border-orange-200 bg-orange-50 text-orange-800',
      green: 'border-green-200 bg-green-50 text-green-800',
      muted: 'border-slate-200 bg-slate-100 text-slate-700',
      secondary: 'border-indigo-200 bg-indigo-50 text-indigo-800',
      warning: 'border-amber-200 bg-amber-50 text-amber-800',
      success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
      danger: 'border-red-200 bg-red-50 text-red-800',
      violet: 'border-violet-200 bg-violet-50 text-violet-800',
      outline: 'border-slate-300 bg-white text-slate-700',
    },
  },
  defaultVariants: { tone: 'slate' },
});

export type BadgeTone = NonNullable<VariantProps<typeof badgeStyles>['tone']>;

export interface BadgeProps {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
  title?: string;
}

export function Badge({ tone, className, children, title }: BadgeProps) {
  return (
    <span className={badgeStyles({ tone, className })} title={title}>
      {children}
    </span>
  );
}
