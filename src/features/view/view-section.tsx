import { createContext, useContext, useId, type ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import type { SectionId } from '../../domain/fields';

/** What other features add beside each section's heading (its comments), given by the page. */
export const SectionActionsContext = createContext<((section: SectionId) => ReactNode) | null>(null);

/** A section of the view; a print page break never splits its heading from its first field (print.css). */
export function ViewSection({
  section,
  title,
  children,
}: {
  section: SectionId;
  title: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const actions = useContext(SectionActionsContext)?.(section);
  return (
    <section
      aria-labelledby={headingId}
      className="view-section rounded-xl border border-line bg-surface p-6 shadow-sm print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <div className="view-heading flex flex-wrap items-center justify-between gap-2 border-b border-line pb-3">
        <h2 id={headingId} className="text-xl font-semibold text-fg">
          {title}
        </h2>
        {actions}
      </div>
      <dl className="mt-4 flex flex-col gap-5">{children}</dl>
    </section>
  );
}

/** One labelled field; nothing is rendered for empty text or an empty list (spec: only content shows). */
export function ViewField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="view-field">
      {/* In print the label never ends a page without what it labels. */}
      <dt className="view-label text-sm font-semibold tracking-wide text-fg-muted uppercase">{label}</dt>
      <dd className="mt-1.5 text-fg">{children}</dd>
    </div>
  );
}

export function ViewText({ label, value }: { label: string; value: string }) {
  if (value.trim() === '') return null;
  return (
    <ViewField label={label}>
      <p dir="auto" className="whitespace-pre-wrap">
        {value}
      </p>
    </ViewField>
  );
}

export function ViewList({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <ViewField label={label}>
      <ul className="list-disc space-y-1 ps-5">
        {items.map((item, i) => (
          <li key={i} dir="auto">
            {item}
          </li>
        ))}
      </ul>
    </ViewField>
  );
}

export function ViewBadges({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <ViewField label={label}>
      <ul className="flex flex-wrap gap-2">
        {items.map((item, i) => (
          <li key={i}>
            <Badge tone="secondary" className="text-sm">
              <bdi>{item}</bdi>
            </Badge>
          </li>
        ))}
      </ul>
    </ViewField>
  );
}
