// The client's page header (hidden in print, as the view's): the product, whose agency sent the link and
// until when it works, and "Export PDF" (the browser's print, as the view's).
import { Printer } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { calendarDate } from '../../domain/dates';
import { PRODUCT_NAME } from '../../lib/config';
import { CLIENT_PAGE } from './strings';

export function ClientHeader({ sentBy, expiresAt }: { sentBy: string | null; expiresAt: string }) {
  return (
    <header className="no-print border-b border-line bg-surface print:hidden">
      <div className="mx-auto flex max-w-4xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 sm:px-6">
        <div className="flex min-w-0 flex-1 flex-col text-sm">
          <p className="truncate font-semibold text-fg">
            {PRODUCT_NAME}
            {sentBy && (
              <>
                {' · '}
                <span className="[overflow-wrap:anywhere]">{CLIENT_PAGE.sentBy(sentBy)}</span>
              </>
            )}
          </p>
          <p className="text-fg-muted">{CLIENT_PAGE.worksUntil(calendarDate(expiresAt))}</p>
        </div>
        <Button size="sm" onPress={() => window.print()}>
          <Printer aria-hidden="true" className="hidden sm:block" />
          {CLIENT_PAGE.exportPdf}
        </Button>
      </div>
    </header>
  );
}
