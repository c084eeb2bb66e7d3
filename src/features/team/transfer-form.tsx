import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { PlainButton } from '../../components/ui/native-button';
import { PLAIN_INPUT_CLASSES } from '../../components/ui/plain-text-field';
import { memberName } from './format';
import { TEAM } from './strings';
import type { TeamMember } from './team-actions';

export interface TransferFormProps {
  from: TeamMember;
  members: TeamMember[];
  onTransfer(to: TeamMember): void;
  onCancel(): void;
}

/** Choose who receives a member's briefs; only active members other than the current owner qualify. */
export function TransferForm({ from, members, onTransfer, onCancel }: TransferFormProps) {
  const targets = members.filter((m) => m.active && m.user_id !== from.user_id);
  const [to, setTo] = useState(targets[0]?.user_id ?? '');
  const headingId = useId();
  const selectId = useId();
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => select.current?.focus(), []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const target = targets.find((m) => m.user_id === to);
    if (target) onTransfer(target);
  }

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-accent-line bg-accent-soft p-4">
      <h3 id={headingId} className="mb-3 font-semibold text-fg">
        {TEAM.transferTitle(memberName(from))}
      </h3>
      {targets.length === 0 ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-fg-secondary">{TEAM.noTransferTarget}</p>
          <PlainButton variant="outline" onPress={onCancel}>
            {TEAM.cancel}
          </PlainButton>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={selectId} className="text-sm font-medium text-fg-soft">
              {TEAM.transferTo}
            </label>
            <select
              ref={select}
              id={selectId}
              value={to}
              onChange={(event) => setTo(event.target.value)}
              className={PLAIN_INPUT_CLASSES}
            >
              {targets.map((m) => (
                <option key={m.user_id} value={m.user_id}>
                  {memberName(m) === m.email ? m.email : `${memberName(m)} (${m.email})`}
                </option>
              ))}
            </select>
          </div>
          <PlainButton type="submit" isDisabled={!to}>
            {TEAM.transferConfirm}
          </PlainButton>
          <PlainButton variant="outline" onPress={onCancel}>
            {TEAM.cancel}
          </PlainButton>
        </form>
      )}
    </section>
  );
}
