import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react-aria-components';
import { Button as AriaButton, Input, Tag, TagGroup, TagList, TextField } from 'react-aria-components';
import { Button } from '../../../components/ui/button';
import { Description, Label, inputStyles } from '../../../components/ui/field';
import { focusRing } from '../../../components/ui/utils';
import { addChip, removeChipAt } from '../../../domain/validation';

export interface ChipInputProps {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  description?: string;
}

/**
 * A list field as chips (docs/spec.md §2, §5): Enter (or the Add button) adds the trimmed value, an empty value is
 * ignored, Backspace in the empty input removes the last chip, and each chip has its own remove button.
 * Chips are keyed by position because the same text may appear twice.
 */
export function ChipInput({ label, values, onChange, placeholder, description }: ChipInputProps) {
  const [text, setText] = useState('');
  const listLabelId = useId();

  const add = () => {
    if (text.trim() !== '') onChange(addChip(values, text));
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && text === '' && values.length > 0) {
      onChange(removeChipAt(values, values.length - 1));
    } else {
      // react-aria stops propagation by default; let every other key (shortcuts) reach the page.
      event.continuePropagation();
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <TextField value={text} onChange={setText} onKeyDown={onKeyDown} className="flex flex-col gap-1.5">
        <Label>{label}</Label>
        <div className="flex gap-2">
          <Input
            placeholder={placeholder ?? 'Type and press Enter'}
            className={(renderProps) => inputStyles(renderProps)}
          />
          <Button variant="outline" size="icon" aria-label={`Add ${label}`} onPress={add}>
            <Plus aria-hidden="true" />
          </Button>
        </div>
        {description && <Description>{description}</Description>}
      </TextField>
      {values.length > 0 && (
        <TagGroup
          aria-labelledby={listLabelId}
          onRemove={(keys) => {
            const index = Number([...keys][0]);
            if (!Number.isNaN(index)) onChange(removeChipAt(values, index));
          }}
        >
          <span id={listLabelId} className="sr-only">{`${label}: ${values.length} added`}</span>
          <TagList className="flex flex-wrap gap-1.5">
            {values.map((value, index) => (
              <Tag
                key={index}
                id={index}
                textValue={value}
                className={(renderProps) =>
                  focusRing({
                    ...renderProps,
                    className:
                      'flex max-w-full items-center gap-1 rounded-full border border-accent-line bg-accent-soft py-0.5 ps-3 pe-1 text-sm text-accent-fg-strong',
                  })
                }
              >
                <span className="truncate">{value}</span>
                {/* RAC labels this button by itself and its chip: the accessible name is 'Remove {value}'. */}
                <AriaButton
                  slot="remove"
                  aria-label="Remove"
                  className="rounded-full p-0.5 text-accent-fg outline-none hover:bg-accent-muted focus-visible:outline-2 focus-visible:outline-focus"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </AriaButton>
              </Tag>
            ))}
          </TagList>
        </TagGroup>
      )}
    </div>
  );
}
