// The shared UI primitives: react-aria-components wrapped and styled with Tailwind (one per file).
export { AlertDialog, type AlertDialogProps } from './alert-dialog';
export { Badge, badgeStyles, type BadgeProps, type BadgeTone } from './badge';
export { Button, LinkButton, buttonStyles, type ButtonProps, type LinkButtonProps } from './button';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';
export { Checkbox } from './checkbox';
export { Dialog, DialogFooter, type DialogProps } from './dialog';
export { Description, FieldError, Label, inputStyles } from './field';
export { Select, type SelectOption, type SelectProps } from './select';
export { LoadingScreen, Spinner } from './spinner';
export { TextArea, type TextAreaProps } from './text-area';
export { TextField, type TextFieldProps } from './text-field';
export { ToastRegion } from './toast';
export {
  TOAST_DURATION_MS,
  dismissToast,
  toast,
  toastStore,
  useToasts,
  type ToastInput,
  type ToastVariant,
} from './toast-store';
export { composeTailwindRenderProps } from './compose';
export { NATIVE_FOCUS_RING, cx, focusRing } from './utils';
export {
  ButtonLink,
  ButtonPathLink,
  PlainButton,
  type ButtonLinkProps,
  type ButtonPathLinkProps,
  type PlainButtonProps,
} from './native-button';
export { GLYPHS, Glyph, type GlyphName } from './glyph';
export { PlainTabs, type PlainTab, type PlainTabsProps } from './plain-tabs';
export { PlainTextField, PLAIN_INPUT_CLASSES, type PlainTextFieldProps } from './plain-text-field';
export { LazyDialogButton, type DialogState, type LazyDialogButtonProps } from './lazy-dialog-button';
export { PageHeader, type PageHeaderProps } from './page-header';
