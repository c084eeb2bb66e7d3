// The client's name and e-mail, asked once and remembered in this browser (localStorage), so a second
// comment or the decision does not ask again. Nothing else of the page is kept.
import { useCallback, useState } from 'react';
import type { ClientIdentity } from './client-api';

const KEY = 'briefsmith-client-identity';

export function readIdentity(): ClientIdentity | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<ClientIdentity> | null;
    if (typeof parsed?.name === 'string' && typeof parsed.email === 'string')
      return { name: parsed.name, email: parsed.email };
  } catch {
    // An unreadable value is asked again.
  }
  return null;
}

function writeIdentity(identity: ClientIdentity | null): void {
  try {
    if (identity) localStorage.setItem(KEY, JSON.stringify(identity));
    else localStorage.removeItem(KEY);
  } catch {
    // Private browsing without storage: asked again next time.
  }
}

/** The remembered identity, `remember` once the server accepted it, `forget` to change it. */
export function useClientIdentity() {
  const [identity, setIdentity] = useState<ClientIdentity | null>(readIdentity);
  const remember = useCallback((next: ClientIdentity) => {
    const trimmed = { name: next.name.trim(), email: next.email.trim() };
    writeIdentity(trimmed);
    setIdentity(trimmed);
  }, []);
  const forget = useCallback(() => {
    writeIdentity(null);
    setIdentity(null);
  }, []);
  return { identity, remember, forget };
}
