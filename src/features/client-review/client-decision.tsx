// "Approve" / "Request changes" with a note, on the client's page ("Can comment and approve"), and the
// decisions made through the brief's links so far ("Approved by Ann Client (client)"). Never printed.
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextArea } from '../../components/ui/text-area';
import { clientDecisionLine, latestClientDecisions, type ClientDecision } from '../../domain/client-links';
import { calendarDate } from '../../domain/dates';
import { sendDecision, type ClientDecisionRecord } from './client-api';
import { IdentityFields } from './identity-fields';
import { CLIENT_DECISION } from './strings';
import { useClientSend, type ClientSendContext } from './use-client-send';

export interface ClientDecisionProps extends ClientSendContext {
  token: string;
  decisions: readonly ClientDecisionRecord[];
  forget(): void;
  onDecided(decision: ClientDecisionRecord): void;
}

export function ClientDecisionPanel({
  token,
  decisions,
  forget,
  onDecided,
  ...context
}: ClientDecisionProps) {
  const [note, setNote] = useState('');
  const { draft, setDraft, problem, send } = useClientSend(context);
  const latest = latestClientDecisions(
    decisions.map((d) => ({ decision: d.decision, name: d.name, note: d.note, decidedAt: d.decided_at })),
  );

  async function decide(decision: ClientDecision) {
    const answer = await send((who) => sendDecision(token, { decision, note, ...who }));
    if (!answer) return;
    onDecided(answer.decision);
    setNote('');
  }

  return (
    <section
      aria-labelledby="client-decision"
      className="no-print flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm print:hidden"
    >
      <h2 id="client-decision" className="text-lg font-semibold text-fg">
        {CLIENT_DECISION.heading}
      </h2>
      {latest.map((entry) => (
        <p key={entry.name} className="text-sm font-medium text-fg [overflow-wrap:anywhere]">
          {CLIENT_DECISION.decided(
            clientDecisionLine(entry.decision, entry.name),
            calendarDate(entry.decidedAt),
          )}
        </p>
      ))}
      <p className="text-sm text-fg-secondary">
        {latest.length > 0 ? CLIENT_DECISION.again : CLIENT_DECISION.text}
      </p>
      <IdentityFields
        remembered={context.identity}
        draft={draft}
        onDraftChange={setDraft}
        onForget={forget}
      />
      <TextArea label={CLIENT_DECISION.note} value={note} onChange={setNote} rows={2} maxLength={2000} />
      {problem && (
        <p role="alert" className="text-sm text-danger-fg">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onPress={() => void decide('approved')}>
          {CLIENT_DECISION.approve}
        </Button>
        <Button size="sm" variant="outline" onPress={() => void decide('changes_requested')}>
          {CLIENT_DECISION.requestChanges}
        </Button>
      </div>
    </section>
  );
}
