import { SearchX } from 'lucide-react';
import { PlainButton } from '../../components/ui/native-button';
import { FIND } from './strings';

/** Nothing matches the find: say so, and offer the way back to every brief. */
export function NoResults({ onClear }: { onClear(): void }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-line-strong bg-surface px-6 py-12 text-center"
    >
      <SearchX aria-hidden="true" className="size-8 text-fg-subtle" />
      <p className="font-medium text-fg">{FIND.noResults}</p>
      <p className="text-sm text-fg-muted">{FIND.noResultsHint}</p>
      <PlainButton variant="outline" onPress={onClear}>
        {FIND.clearFilters}
      </PlainButton>
    </div>
  );
}
