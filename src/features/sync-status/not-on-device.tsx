import { CloudOff } from 'lucide-react';
import { ButtonLink } from '../../components/ui/native-button';
import { SYNC } from './strings';

/** A brief opened by link that this device has not downloaded yet and could not fetch now. */
export function NotOnDevice() {
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="outline-none flex min-h-screen items-center justify-center bg-canvas px-4"
    >
      <div role="status" className="flex max-w-md flex-col items-center gap-3 text-center">
        <CloudOff aria-hidden="true" className="size-10 text-fg-subtle" />
        <h1 className="text-xl font-semibold text-fg">{SYNC.notHereYet}</h1>
        <p className="text-fg-secondary">{SYNC.notHereYetDetail}</p>
        <ButtonLink to="/" variant="outline">
          {SYNC.backToDashboard}
        </ButtonLink>
      </div>
    </main>
  );
}
