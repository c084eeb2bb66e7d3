import { createContext, useContext, useId, type ReactNode } from 'react';
import type { SectionId } from '../../../domain/fields';

/**
 * What every section of the editor shares: whether its fields are read-only (a View Only share), and
 * what other features add beside its heading (its comments, which a View Only reader may still use).
 */
export const EditorSectionsContext = createContext<{
  readOnly: boolean;
  actions: ((section: SectionId) => ReactNode) | null;
}>({ readOnly: false, actions: null });

/** One titled card of the editor; the heading names the region for screen-reader navigation. */
export function EditorSection({
  section,
  title,
  description,
  children,
}: {
  section: SectionId;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const { readOnly, actions } = useContext(EditorSectionsContext);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-fg">
          {title}
        </h2>
        {actions?.(section)}
      </div>
      {description && <p className="mt-1 text-sm text-fg-muted">{description}</p>}
      {/* A disabled fieldset makes every field of a View Only share read-only, files and lists included:
          nothing can be typed that could not be saved. The heading's actions stay outside it. */}
      <fieldset disabled={readOnly} className="m-0 mt-5 flex min-w-0 flex-col gap-5 border-0 p-0">
        {children}
      </fieldset>
    </section>
  );
}

/** Two columns from the small breakpoint up, one on phones. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="grid gap-5 sm:grid-cols-2">{children}</div>;
}
