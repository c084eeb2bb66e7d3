import type { LucideIcon } from 'lucide-react';
import { ButtonLink } from '../../components/ui/native-button';
import { SYNC } from './strings';

/** A whole page saying why a brief opened by link cannot be shown, with the way back. */
export function BriefUnavailable({
  icon: Icon,
  title,
  detail,
}: {
  icon: LucideIcon;
  title: string;
  detail: string;
}) {
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="outline-none flex min-h-screen items-center justify-center bg-canvas px-4"
    >
      <div role="status" className="flex max-w-md flex-col items-center gap-3 text-center">
        <Icon aria-hidden="true" className="size-10 text-fg-subtle" />
        <h1 className="text-xl font-semibold text-fg">{title}</h1>
        <p className="text-fg-secondary">{detail}</p>
        <ButtonLink to="/" variant="outline">
          {SYNC.backToDashboard}
        </ButtonLink>
      </div>
    </main>
  );
}
