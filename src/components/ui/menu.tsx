import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover,
  Separator,
  composeRenderProps,
  type MenuItemProps,
  type MenuProps,
} from 'react-aria-components';
import { cx } from './utils';

export { MenuTrigger };

export function Menu<T extends object>(props: MenuProps<T>) {
  return (
    <Popover
      placement="bottom end"
      className="min-w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg outline-none"
    >
      <AriaMenu {...props} className="max-h-[inherit] overflow-auto outline-none" />
    </Popover>
  );
}

export function MenuItem(props: MenuItemProps) {
  const textValue = props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue}
      className={composeRenderProps(props.className, (className, { isFocused, isDisabled }) =>
        cx(
          'flex cursor-default items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none [&_svg]:size-4',
          isFocused && 'bg-indigo-50 text-indigo-900',
          isDisabled && 'text-slate-500',
          className,
        ),
      )}
    />
  );
}

export function MenuSeparator() {
  return <Separator className="mx-2 my-1 border-b border-slate-200" />;
}
