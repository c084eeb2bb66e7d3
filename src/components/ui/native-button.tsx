// Plain <button> and router <Link> with the Button look, for what the first paint shows (dashboard,
// header, cards, toasts, 404): they need no react-aria code, which keeps the JavaScript that opens the
// app small (docs/design.md §9). Use `Button` from ./button inside react-aria components (FileTrigger, dialogs).
import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { buttonStyles, type ButtonVariants } from './button-styles';

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
  /** Same name as react-aria's, so call sites read alike. */
  onPress?: () => void;
  isDisabled?: boolean;
}

export function PlainButton({
  variant,
  size,
  onPress,
  onClick,
  isDisabled,
  className,
  type = 'button',
  ...props
}: PlainButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={isDisabled}
      onClick={(event) => {
        onClick?.(event);
        onPress?.();
      }}
      className={buttonStyles({ variant, size, isDisabled, isFocusVisible: false, className })}
    />
  );
}

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
}

export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return (
    <Link
      {...props}
      className={buttonStyles({
        variant,
        size,
        isFocusVisible: false,
        className: className as string | undefined,
      })}
    />
  );
}
