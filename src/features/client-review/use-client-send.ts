// Sending a comment or a decision as the client: the name and e-mail checked as the server would
// (domain/client-links.ts), then remembered once the server accepted them; the server's refusal shown
// in its own words. A link that stopped working meanwhile is re-checked, and the page then says so.
import { useRef, useState } from 'react';
import { clientIdentityProblem } from '../../domain/client-links';
import type { ClientAnswer, ClientIdentity } from './client-api';
import { CLIENT_PAGE } from './strings';

export interface ClientSendContext {
  identity: ClientIdentity | null;
  remember(identity: ClientIdentity): void;
  recheck(): Promise<void>;
}

export function useClientSend({ identity, remember, recheck }: ClientSendContext) {
  const [draft, setDraft] = useState<ClientIdentity>({ name: '', email: '' });
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Buttons stay enabled while a request runs (disabling the pressed one would drop the keyboard focus
  // out of the dialog); a second press is ignored instead.
  const running = useRef(false);

  async function send<T>(request: (who: ClientIdentity) => Promise<ClientAnswer<T>>): Promise<T | null> {
    if (running.current) return null;
    const who = identity ?? draft;
    const invalid = clientIdentityProblem(who);
    if (invalid) {
      setProblem(invalid);
      return null;
    }
    running.current = true;
    setPending(true);
    setProblem(null);
    const answer = await request(who);
    running.current = false;
    setPending(false);
    if (answer.ok) {
      remember(who);
      return answer.value;
    }
    const { failure } = answer;
    if (failure.kind === 'gone') await recheck();
    else if (failure.kind === 'network') setProblem(CLIENT_PAGE.unreachable.text);
    else if (failure.retryAfter) setProblem(CLIENT_PAGE.busy(failure.retryAfter));
    else setProblem(failure.message || CLIENT_PAGE.failed);
    return null;
  }

  return { draft, setDraft, pending, problem, send };
}
