import { Plus, Trash2 } from 'lucide-react';
import type { Brief, DirectCompetitor } from '../../../domain/brief';
import { Button } from '../../../components/ui/button';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { ChipInput } from '../fields/chip-input';
import { editSection, type UpdateBrief } from '../draft';
import { fieldLabel } from '../../../domain/fields';
import { FieldConflict } from '../../../components/sync-status';

/** The competitive landscape, edited inside Brand Guidelines (the spec's six sections have no seventh). */
export function CompetitorsFields({ brief, update }: { brief: Brief; update: UpdateBrief }) {
  const competitors = brief.competitors;
  const set = (changes: Partial<Brief['competitors']>) => update(editSection('competitors', changes));
  const setDirect = (recipe: (list: DirectCompetitor[]) => DirectCompetitor[]) =>
    update((b) => ({
      ...b,
      competitors: { ...b.competitors, directCompetitors: recipe(b.competitors.directCompetitors) },
    }));
  const editAt = (index: number, changes: Partial<DirectCompetitor>) =>
    setDirect((list) => list.map((c, i) => (i === index ? { ...c, ...changes } : c)));

  return (
    <div className="flex flex-col gap-5 border-t border-line pt-5">
      <h3 className="text-base font-semibold text-fg">Competitive Landscape</h3>
      <div className="flex flex-col gap-3">
        <span className="text-sm font-medium text-fg-soft">
          {fieldLabel('competitors.directCompetitors')}
        </span>
        {competitors.directCompetitors.map((competitor, index) => (
          <fieldset key={index} className="rounded-lg border border-line p-4">
            <legend className="px-1 text-sm font-medium text-fg-secondary">{`Competitor ${index + 1}`}</legend>
            <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
              <TextField label="Name" value={competitor.name} onChange={(name) => editAt(index, { name })} />
              <Button
                variant="ghost"
                className="justify-self-start sm:self-end"
                aria-label={`Remove competitor ${competitor.name || index + 1}`}
                onPress={() => setDirect((list) => list.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            </div>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              <TextArea
                label="Strengths"
                rows={2}
                value={competitor.strengths}
                onChange={(strengths) => editAt(index, { strengths })}
              />
              <TextArea
                label="Weaknesses"
                rows={2}
                value={competitor.weaknesses}
                onChange={(weaknesses) => editAt(index, { weaknesses })}
              />
            </div>
          </fieldset>
        ))}
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onPress={() => setDirect((list) => [...list, { name: '', strengths: '', weaknesses: '' }])}
        >
          <Plus aria-hidden="true" />
          Add competitor
        </Button>
      </div>
      <FieldConflict path="competitors.directCompetitors" />
      <ChipInput
        label={fieldLabel('competitors.indirectCompetitors')}
        values={competitors.indirectCompetitors}
        onChange={(indirectCompetitors) => set({ indirectCompetitors })}
      />
      <FieldConflict path="competitors.indirectCompetitors" />
      <TextArea
        label={fieldLabel('competitors.competitiveAdvantage')}
        value={competitors.competitiveAdvantage}
        onChange={(competitiveAdvantage) => set({ competitiveAdvantage })}
      />
      <FieldConflict path="competitors.competitiveAdvantage" />
    </div>
  );
}
