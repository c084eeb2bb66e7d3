import {
  Button as AriaButton,
  Link as AriaLink,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import type { Ref } from 'react';
import { buttonStyles, type ButtonVariants } from './button-styles';

export { buttonStyles, type ButtonVariants };

export interface ButtonProps extends AriaButtonProps {
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
  ref?: Ref<HTMLButtonElement>;
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
