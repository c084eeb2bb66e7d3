// The comment box: a labelled text area where "@" offers the people who can read the brief (arrow keys
// or Tab reach them, Enter or a click chooses, Escape closes the list); a chosen person's name goes in
// the text and their id in the comment's mentions.
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../components/ui/button';
import { inputStyles } from '../../components/ui/field';
import type { Draft } from './comment-actions';
import { insertMention, matchingPeople, mentionedIds, mentionQuery } from './mentions';
import type { Reader } from './people';
import { COMMENTS } from './strings';

export interface ComposerProps {
  label: string;
  submitLabel: string;
  /** The label shows on screen, or only to screen readers (a reply's box sits under its thread). */
  showLabel?: boolean;
  initial?: Draft & { names?: Map<string, string> };
  readers: Reader[] | null;
  onSubmit(draft: Draft): Promise<unknown>;
  onCancel?(): void;
  autoFocus?: boolean;
}

export function CommentComposer(props: ComposerProps) {
  const { label, submitLabel, showLabel = true, initial, readers, onSubmit, onCancel, autoFocus } = props;
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const options = useRef<HTMLUListElement>(null);
  const [text, setText] = useState(initial?.body ?? '');
  const [chosen, setChosen] = useState(() => new Map(initial?.names ?? []));
  const [query, setQuery] = useState<{ start: number; query: string } | null>(null);
  const [pending, setPending] = useState(false);
  const offered = query ? matchingPeople(readers ?? [], query.query) : [];

  const follow = (value: string, caret: number) => {
    setText(value);
    setQuery(mentionQuery(value, caret));
  };

  const choose = (reader: Reader) => {
    if (!query) return;
    const caret = box.current?.selectionStart ?? text.length;
    const next = insertMention(
      text,
      query.start,
      Math.max(caret, query.start + 1 + query.query.length),
      reader.name,
    );
    setText(next.text);
    setChosen((previous) => new Map(previous).set(reader.id, reader.name));
    setQuery(null);
    requestAnimationFrame(() => {
      box.current?.focus();
      box.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const onBoxKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!query) return;
    if (event.key === 'Escape') {
      // Closes the list, not the panel.
      event.stopPropagation();
      setQuery(null);
    } else if (event.key === 'ArrowDown' && offered.length > 0) {
      event.preventDefault();
      options.current?.querySelector('button')?.focus();
    }
  };

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = [...(options.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      buttons[(at + step + buttons.length) % buttons.length]?.focus();
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      setQuery(null);
      box.current?.focus();
    }
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '' || pending) return;
    setPending(true);
    try {
      await onSubmit({ body: text, mentions: mentionedIds(text, chosen) });
      setText('');
      setChosen(new Map());
      setQuery(null);
      box.current?.focus();
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
      <label htmlFor={id} className={showLabel ? 'text-sm font-medium text-fg' : 'sr-only'}>
        {label}
      </label>
      <textarea
        id={id}
        ref={box}
        dir="auto"
        rows={3}
        value={text}
        autoFocus={autoFocus}
        aria-describedby={`${id}-hint`}
        onChange={(event) => follow(event.target.value, event.target.selectionStart)}
        onSelect={(event) => setQuery(mentionQuery(text, event.currentTarget.selectionStart))}
        onKeyDown={onBoxKey}
        className={inputStyles({
          isFocused: false,
          className: 'min-h-20 resize-y focus:outline-2 focus:outline-focus',
        })}
      />
      <p id={`${id}-hint`} className="text-xs text-fg-muted">
        {COMMENTS.mentionHint}
      </p>
      {query && (
        <div className="rounded-lg border border-line bg-surface p-1 shadow-md">
          {offered.length === 0 ? (
            <p role="status" className="px-2 py-1 text-sm text-fg-muted">
              {readers?.length === 0 ? COMMENTS.noReaders : '…'}
            </p>
          ) : (
            <ul
              ref={options}
              aria-label={COMMENTS.mentionList}
              onKeyDown={onListKey}
              className="flex flex-col"
            >
              {offered.map((reader) => (
                <li key={reader.id}>
                  <button
                    type="button"
                    onClick={() => choose(reader)}
                    className="w-full rounded-md px-2 py-1.5 text-start text-sm text-fg hover:bg-surface-muted focus:bg-surface-muted focus:outline-2 focus:outline-focus"
                  >
                    {reader.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" size="sm" onPress={onCancel}>
            {COMMENTS.cancel}
          </Button>
        )}
        <Button type="submit" size="sm" isDisabled={pending || text.trim() === ''}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
