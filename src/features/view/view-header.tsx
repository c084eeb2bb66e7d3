import { ArrowLeft, Pencil, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Brief } from '../../domain/brief';
import { hyphensAsSpaces, viewStatusTone } from '../../domain/labels';
import { Badge } from '../../components/ui/badge';
import { Button, LinkButton } from '../../components/ui/button';
import { OverflowActions } from '../../components/ui/overflow-actions';
import { HEADER_TITLE_CLASSES, PageHeader } from '../../components/ui/page-header';
import { MarkdownActions } from './export/markdown-actions';
import { KeepFilesOffline } from './keep-files-offline';
import { viewStrings } from './strings';

/**
 * The sticky header (hidden in print): back, title, company, status, Edit and Export PDF (print), then
 * the secondary `actions` and the Markdown export. Those fold into "More actions" below 1280 px, where
 * the header widens to keep them on one row with the title (Edit and Export PDF then drop their icons,
 * so the title keeps room to be read); on a phone the title comes first.
 */
export function ViewHeader({ brief, actions }: { brief: Brief; actions?: ReactNode }) {
  return (
    <PageHeader
      className="no-print print:hidden"
      width="max-w-4xl xl:max-w-7xl"
      titleFirst
      back={
        <LinkButton href="/" variant="ghost" size="sm" className="-ms-2">
          <ArrowLeft aria-hidden="true" />
          {/* On a phone the arrow alone, so Back and the actions share the first row. */}
          <span className="max-sm:sr-only">{viewStrings.backToDashboard}</span>
        </LinkButton>
      }
      heading={
        <>
          <p dir="auto" title={brief.title} className={`${HEADER_TITLE_CLASSES} font-semibold text-fg`}>
            {brief.title}
          </p>
          <Badge tone={viewStatusTone(brief.status)} className="capitalize">
            {hyphensAsSpaces(brief.status)}
          </Badge>
        </>
      }
      subtitle={brief.overview.company}
      actions={
        <>
          <LinkButton href={`/brief/${brief.id}`} variant="outline" size="sm">
            <Pencil aria-hidden="true" className="hidden sm:block xl:hidden" />
            {viewStrings.edit}
          </LinkButton>
          <Button size="sm" onPress={() => window.print()}>
            <Printer aria-hidden="true" className="hidden sm:block xl:hidden" />
            {viewStrings.exportPdf}
          </Button>
          <OverflowActions label={viewStrings.moreActions}>
            {actions}
            <KeepFilesOffline brief={brief} />
            <MarkdownActions brief={brief} />
          </OverflowActions>
        </>
      }
    />
  );
}
