import { Lock } from 'lucide-react';
import { ButtonLink } from '../../components/ui/native-button';
import { SYNC } from './strings';

/** A brief opened by link that was shared with the user and no longer is: said, not a silent return. */
export function NoLongerShared() {
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="outline-none flex min-h-screen items-center justify-center bg-canvas px-4"
    >
      <div role="status" className="flex max-w-md flex-col items-center gap-3 text-center">
        <Lock aria-hidden="true" className="size-10 text-fg-subtle" />
        <h1 className="text-xl font-semibold text-fg">{SYNC.noLongerShared}</h1>
        <p className="text-fg-secondary">{SYNC.noLongerSharedDetail}</p>
        <ButtonLink to="/" variant="outline">
          {SYNC.backToDashboard}
        </ButtonLink>
      </div>
    </main>
  );
}
