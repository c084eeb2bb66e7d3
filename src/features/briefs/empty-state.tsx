import { FileText, Plus, Sparkles, Target, Users } from 'lucide-react';
import { PlainButton } from '../../components/ui/native-button';
import { DASHBOARD } from './strings';

const ICONS = [Target, Users, Sparkles];

/** No briefs yet (docs/spec.md §2): 'Create Your First Brief' and the three feature cards. */
export function EmptyState({ onCreate }: { onCreate(): void }) {
  return (
    <section aria-labelledby="empty-title" className="flex flex-col items-center gap-10 py-8 text-center">
      <div className="flex flex-col items-center gap-4">
        <div className="flex size-16 items-center justify-center rounded-2xl bg-accent-soft text-accent-strong">
          <FileText aria-hidden="true" className="size-8" />
        </div>
        <h2 id="empty-title" className="text-2xl font-semibold text-fg">
          {DASHBOARD.emptyTitle}
        </h2>
        <p className="max-w-md text-fg-muted">{DASHBOARD.emptyLead}</p>
        <PlainButton size="lg" onPress={onCreate}>
          <Plus aria-hidden="true" />
          {DASHBOARD.createBrief}
        </PlainButton>
      </div>
      <ul className="grid w-full gap-4 md:grid-cols-3">
        {DASHBOARD.features.map((feature, index) => {
          const Icon = ICONS[index] ?? Sparkles;
          return (
            <li
              key={feature.title}
              className="flex flex-col items-start gap-3 rounded-xl border border-line bg-surface p-6 text-left shadow-sm"
            >
              <div className="flex size-10 items-center justify-center rounded-lg bg-brand-soft text-brand-strong">
                <Icon aria-hidden="true" className="size-5" />
              </div>
              <h3 className="font-semibold text-fg">{feature.title}</h3>
              <p className="text-sm text-fg-muted">{feature.description}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
