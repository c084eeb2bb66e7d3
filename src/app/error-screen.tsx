// The screen shown instead of a crash: what happened in plain words, and Reload, Back to Dashboard and
// Sign out. Storage failures (full device, an upgrade blocked by another tab, no IndexedDB) get their
// own message; nothing is deleted on any path.
import { AlertTriangle } from 'lucide-react';
import { PlainButton } from '../components/ui/native-button';
import { storageFailure } from '../data/storage';
import { ERROR_SCREEN, STORAGE_FAILURE_MESSAGES } from './strings';

export interface ErrorScreenActions {
  reload(): void;
  goHome(): void;
  signOut(): void;
}

export function ErrorScreen({ error, actions }: { error: unknown; actions: ErrorScreenActions }) {
  const failure = storageFailure(error);
  const message = failure
    ? STORAGE_FAILURE_MESSAGES[failure]
    : { title: ERROR_SCREEN.title, description: ERROR_SCREEN.generic };
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="outline-none flex min-h-screen items-center justify-center bg-canvas px-4"
    >
      <section
        role="alert"
        aria-labelledby="error-title"
        className="flex max-w-md flex-col items-center gap-4 rounded-xl border border-line bg-surface p-6 text-center shadow-sm"
      >
        <AlertTriangle aria-hidden="true" className="size-10 text-warning" />
        <h1 id="error-title" className="text-xl font-semibold text-fg">
          {message.title}
        </h1>
        <p className="text-sm text-fg-secondary">{message.description}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <PlainButton onClick={actions.reload}>{ERROR_SCREEN.reload}</PlainButton>
          <PlainButton variant="outline" onClick={actions.goHome}>
            {ERROR_SCREEN.backToDashboard}
          </PlainButton>
          <PlainButton variant="outline" onClick={actions.signOut}>
            {ERROR_SCREEN.signOut}
          </PlainButton>
        </div>
      </section>
    </main>
  );
}
