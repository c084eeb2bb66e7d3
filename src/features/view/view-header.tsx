import { ArrowLeft, Pencil, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Brief } from '../../domain/brief';
import { hyphensAsSpaces, viewStatusTone } from '../../domain/labels';
import { Badge } from '../../components/ui/badge';
import { Button, LinkButton } from '../../components/ui/button';
import { MarkdownActions } from './export/markdown-actions';
import { viewStrings } from './strings';

/** The sticky header (hidden in print): back, title, company, status, Edit and Export PDF (print). */
export function ViewHeader({ brief, actions }: { brief: Brief; actions?: ReactNode }) {
  return (
    <header className="no-print sticky top-0 z-20 border-b border-line bg-surface/95 backdrop-blur print:hidden">
      {/* Phones: Back and the actions on the first row, the title under them. */}
      <div className="mx-auto flex max-w-4xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <LinkButton href="/" variant="ghost" size="sm" className="-ms-2">
          <ArrowLeft aria-hidden="true" />
          {/* On a phone the arrow alone, so Back and the actions share the first row. */}
          <span className="max-sm:sr-only">{viewStrings.backToDashboard}</span>
        </LinkButton>
        <div className="order-last flex w-full min-w-0 flex-col sm:order-none sm:w-auto sm:flex-1">
          <div className="flex min-w-0 items-center gap-2">
            <p dir="auto" className="truncate font-semibold text-fg">
              {brief.title}
            </p>
            <Badge tone={viewStatusTone(brief.status)} className="capitalize">
              {hyphensAsSpaces(brief.status)}
            </Badge>
          </div>
          {brief.overview.company && (
            <p dir="auto" className="truncate text-sm text-fg-muted">
              {brief.overview.company}
            </p>
          )}
        </div>
        <div className="ms-auto flex flex-wrap items-center justify-end gap-2">
          {actions}
          <LinkButton href={`/brief/${brief.id}`} variant="outline" size="sm">
            <Pencil aria-hidden="true" className="hidden sm:block" />
            {viewStrings.edit}
          </LinkButton>
          <Button size="sm" onPress={() => window.print()}>
            <Printer aria-hidden="true" className="hidden sm:block" />
            {viewStrings.exportPdf}
          </Button>
          <MarkdownActions brief={brief} />
        </div>
      </div>
    </header>
  );
}
