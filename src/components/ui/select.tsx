import { Check, ChevronDown } from 'lucide-react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  composeRenderProps,
  type Key,
  type ListBoxItemProps,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { Description, FieldError, Label, fieldGroupStyles } from './field';
import { composeTailwindRenderProps } from './compose';
import { cx, focusRing } from './utils';

export interface SelectOption {
  id: string;
  label: string;
}

export interface SelectProps<T extends object = object> extends Omit<
  AriaSelectProps<T>,
  'children' | 'onChange' | 'value'
> {
  label?: string;
  description?: string;
  errorMessage?: string;
  options: SelectOption[];
  value?: string | null;
  onChange?: (value: string) => void;
}

/** A single-choice select over a fixed list of options (status, permission, role). */
export function Select({
  label,
  description,
  errorMessage,
  options,
  value,
  onChange,
  ...props
}: SelectProps) {
  return (
    <AriaSelect
      {...props}
      value={value ?? undefined}
      onChange={(key: Key | null) => {
        if (key != null) onChange?.(String(key));
      }}
      className={composeTailwindRenderProps(props.className, fieldGroupStyles)}
    >
      {label && <Label>{label}</Label>}
      <Button
        className={(renderProps) =>
          focusRing({
            ...renderProps,
            className:
              'flex h-10 w-full cursor-default items-center justify-between gap-2 rounded-lg border border-line-strong bg-surface px-3 text-start text-sm text-fg shadow-xs',
          })
        }
      >
        <SelectValue className="truncate" />
        <ChevronDown aria-hidden="true" className="size-4 text-fg-muted" />
      </Button>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className="min-w-(--trigger-width) rounded-lg border border-line bg-surface p-1 shadow-lg outline-none">
        <ListBox items={options} className="max-h-72 overflow-auto outline-none">
          {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

function SelectItem(props: ListBoxItemProps & { children: string }) {
  return (
    <ListBoxItem
      {...props}
      textValue={props.children}
      className={composeRenderProps(props.className, (className, { isFocused, isSelected }) =>
        cx(
          'flex cursor-default items-center gap-2 rounded-md px-2 py-1.5 text-sm text-fg outline-none',
          isFocused && 'bg-accent-soft text-accent-fg-strong',
          isSelected && 'font-medium',
          className,
        ),
      )}
    >
      {({ isSelected }) => (
        <>
          <span className="flex-1">{props.children}</span>
          {isSelected && <Check aria-hidden="true" className="size-4 text-accent-strong" />}
        </>
      )}
    </ListBoxItem>
  );
}
