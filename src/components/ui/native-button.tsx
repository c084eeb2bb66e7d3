// Plain <button> and router <Link> with the Button look, for what the first paint shows (dashboard,
// header, cards, toasts, 404): they need no react-aria code, which keeps the JavaScript that opens the
// app small (docs/design.md §9). Use `Button` from ./button inside react-aria components (FileTrigger, dialogs).
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { Link, useNavigate, type LinkProps } from 'react-router-dom';
import { buttonStyles, type ButtonVariants } from './button-styles';
import { cachedStyles } from './utils';

interface PlainLook {
  variant: ButtonVariants['variant'];
  size: ButtonVariants['size'];
  isDisabled?: boolean;
  className?: string;
}

// Computed once per look: a page of dashboard cards renders five buttons and links each.
const plainButtonClasses = cachedStyles(
  (props: PlainLook) => buttonStyles({ ...props, isFocusVisible: false }),
  ({ variant, size, isDisabled, className }) => `${variant}|${size}|${isDisabled}|${className}`,
);

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
  /** Same name as react-aria's, so call sites read alike. */
  onPress?: () => void;
  isDisabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
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
      className={plainButtonClasses({ variant, size, isDisabled, className })}
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
      className={plainButtonClasses({ variant, size, className: className as string | undefined })}
    />
  );
}

export interface ButtonPathLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path of the app ("/brief/…"). */
  to: `/${string}`;
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
}

/** A click the app should handle: the main button, no modifier, no other target (new tab, download). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { target } = event.currentTarget;
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self')
  );
}

/**
 * ButtonLink for an absolute path, for what is rendered many times at once (the dashboard's cards, two
 * links each, a page of cards per find): react-router's Link resolves its path against the route and
 * reads the location for every link, about a sixth of the render that mounted a find's first cards in a
 * CPU profile. A plain click navigates in the app; a modified or middle click is the browser's, as with
 * Link.
 */
export function ButtonPathLink({ to, variant, size, className, onClick, ...props }: ButtonPathLinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void navigate(to);
      }}
      className={plainButtonClasses({ variant, size, className })}
    />
  );
}
