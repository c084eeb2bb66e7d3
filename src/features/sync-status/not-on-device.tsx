import { CloudOff } from 'lucide-react';
import { ButtonLink } from '../../components/ui/native-button';
import { SYNC } from './strings';

/** A brief opened by link that this device has not downloaded yet and could not fetch now. */
export function NotOnDevice() {
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="outline-none flex min-h-screen items-center justify-center bg-slate-50 px-4"
    >
      <div role="status" className="flex max-w-md flex-col items-center gap-3 text-center">
        <CloudOff aria-hidden="true" className="size-10 text-slate-500" />
        <h1 className="text-xl font-semibold text-slate-900">{SYNC.notHereYet}</h1>
        <p className="text-slate-700">{SYNC.notHereYetDetail}</p>
        <ButtonLink to="/" variant="outline">
          {SYNC.backToDashboard}
        </ButtonLink>
      </div>
    </main>
  );
}
