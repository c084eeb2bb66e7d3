// The client's name and e-mail where the page needs them (a comment, a decision): two fields the first
// time, then "Commenting as {name}" with "Change".
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { CLIENT_NAME_MAX } from '../../domain/client-links';
import type { ClientIdentity } from './client-api';
import { CLIENT_IDENTITY } from './strings';

export function IdentityFields({
  remembered,
  draft,
  onDraftChange,
  onForget,
}: {
  remembered: ClientIdentity | null;
  draft: ClientIdentity;
  onDraftChange(next: ClientIdentity): void;
  onForget(): void;
}) {
  if (remembered) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-fg-secondary">
        <span className="[overflow-wrap:anywhere]">{CLIENT_IDENTITY.as(remembered.name)}</span>
        <Button variant="ghost" size="sm" onPress={onForget}>
          {CLIENT_IDENTITY.change}
        </Button>
      </p>
    );
  }
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-fg">{CLIENT_IDENTITY.heading}</legend>
      <p className="text-xs text-fg-muted">{CLIENT_IDENTITY.hint}</p>
      <TextField
        label={CLIENT_IDENTITY.name}
        name="name"
        autoComplete="name"
        maxLength={CLIENT_NAME_MAX}
        value={draft.name}
        onChange={(name) => onDraftChange({ ...draft, name })}
      />
      <TextField
        label={CLIENT_IDENTITY.email}
        name="email"
        type="email"
        autoComplete="email"
        value={draft.email}
        onChange={(email) => onDraftChange({ ...draft, email })}
      />
    </fieldset>
  );
}
