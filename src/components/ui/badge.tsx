import type { ReactNode } from 'react';
import { tv, type VariantProps } from 'tailwind-variants';
import { cachedStyles } from './utils';

// Tones: the dashboard's slate/blue/orange/green (docs/spec.md §4) and the view's muted/secondary/warning/success.
// Text shades are 700/800 on 50/100 backgrounds so every pair passes WCAG AA.
export const badgeStyles = tv({
  base: 'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3',
  variants: {
    tone: {
      default: 'border-transparent bg-accent text-on-accent',
      slate: 'border-line bg-surface-muted text-fg-secondary',
      blue: 'border-info-line bg-info-soft text-info-fg',
      orange: 'border-review-line bg-review-soft text-review-fg',
      green: 'border-done-line bg-done-soft text-done-fg',
      muted: 'border-line bg-surface-muted text-fg-secondary',
      secondary: 'border-accent-line bg-accent-soft text-accent-fg',
      warning: 'border-warning-line bg-warning-soft text-warning-strong',
      success: 'border-success-line bg-success-soft text-success-fg',
      danger: 'border-danger-line bg-danger-soft text-danger-fg',
      violet: 'border-brand-line bg-brand-soft text-brand-fg',
      outline: 'border-line-strong bg-surface text-fg-secondary',
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

// Computed once per look: every dashboard card shows two badges.
const badgeClasses = cachedStyles(
  (props: { tone?: BadgeTone; className?: string }) => badgeStyles(props),
  ({ tone, className }) => `${tone}|${className}`,
);

export function Badge({ tone, className, children, title }: BadgeProps) {
  return (
    <span className={badgeClasses({ tone, className })} title={title}>
      {children}
    </span>
  );
}
