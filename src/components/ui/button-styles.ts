import { tv, type VariantProps } from 'tailwind-variants';
import { focusRing } from './utils';

// One look for every button, whether react-aria's (render props drive the focus ring) or a plain
// <button>/<a> (CSS :focus-visible drives it): see native-button.tsx.
export const buttonStyles = tv({
  extend: focusRing,
  base: 'inline-flex focus-visible:outline-2 cursor-default items-center justify-center gap-2 rounded-lg border text-sm font-medium whitespace-nowrap transition-colors select-none [&_svg]:size-4 [&_svg]:shrink-0',
  variants: {
    variant: {
      primary:
        'border-transparent bg-accent text-on-accent shadow-sm hover:bg-accent-strong data-pressed:bg-accent-pressed',
      secondary:
        'border-transparent bg-surface-muted text-fg hover:bg-surface-strong data-pressed:bg-surface-stronger',
      outline:
        'border-line-strong bg-surface text-fg-soft shadow-xs hover:bg-surface-subtle data-pressed:bg-surface-muted',
      ghost:
        'border-transparent bg-transparent text-fg-secondary hover:bg-surface-muted data-pressed:bg-surface-strong',
      danger:
        'border-danger-line bg-surface text-danger-strong shadow-xs hover:bg-danger-soft data-pressed:bg-danger-muted',
      destructive:
        'border-transparent bg-danger text-on-danger shadow-sm hover:bg-danger-strong data-pressed:bg-danger-pressed',
    },
    size: {
      sm: 'h-8 px-3',
      md: 'h-10 px-4',
      lg: 'h-11 px-6 text-base',
      icon: 'size-10 p-0',
    },
    isDisabled: { true: 'cursor-not-allowed opacity-60' },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = VariantProps<typeof buttonStyles>;
