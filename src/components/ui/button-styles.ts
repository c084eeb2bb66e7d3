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
        'border-transparent bg-indigo-600 text-white shadow-sm hover:bg-indigo-700 data-pressed:bg-indigo-800',
      secondary:
        'border-transparent bg-slate-100 text-slate-900 hover:bg-slate-200 data-pressed:bg-slate-300',
      outline:
        'border-slate-300 bg-white text-slate-800 shadow-xs hover:bg-slate-50 data-pressed:bg-slate-100',
      ghost: 'border-transparent bg-transparent text-slate-700 hover:bg-slate-100 data-pressed:bg-slate-200',
      danger: 'border-red-200 bg-white text-red-700 shadow-xs hover:bg-red-50 data-pressed:bg-red-100',
      destructive:
        'border-transparent bg-red-600 text-white shadow-sm hover:bg-red-700 data-pressed:bg-red-800',
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
