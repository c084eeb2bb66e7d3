import {
  Button as AriaButton,
  Link as AriaLink,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { tv, type VariantProps } from 'tailwind-variants/lite';
import { focusRing } from './utils';

export const buttonStyles = tv({
  extend: focusRing,
  base: 'inline-flex cursor-default items-center justify-center gap-2 rounded-lg border text-sm font-medium whitespace-nowrap transition-colors select-none [&_svg]:size-4 [&_svg]:shrink-0',
  variants: {
    variant: {
      primary:
        'border-transparent bg-indigo-600 text-white shadow-sm hover:bg-indigo-700 data-pressed:bg-indigo-800',
      secondary:
        'border-transparent bg-slate-100 text-slate-900 hover:bg-slate-200 data-pressed:bg-slate-300',
      outline:
        'border-slate-300 bg-white text-slate-800 shadow-xs hover:bg-slate-50 data-pressed:bg-slate-100',
      ghost: 'border-transparent bg-transparent text-slate-700 hover:bg-slate-100 data-pressed:bg-slate-200',
      danger: 'border-transparent bg-transparent text-red-700 hover:bg-red-50 data-pressed:bg-red-100',
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

export interface ButtonProps extends AriaButtonProps {
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
}

export function Button({ variant, size, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(props.className, (className, renderProps) =>
        buttonStyles({ ...renderProps, variant, size, className }),
      )}
    />
  );
}

export interface LinkButtonProps extends AriaLinkProps {
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
}

/** A navigation link styled as a button (e.g. 'Return to Home', 'View', 'Edit'). */
export function LinkButton({ variant, size, ...props }: LinkButtonProps) {
  return (
    <AriaLink
      {...props}
      className={composeRenderProps(props.className, (className, renderProps) =>
        buttonStyles({ ...renderProps, variant, size, className }),
      )}
    />
  );
}
