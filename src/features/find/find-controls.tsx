import { memo } from 'react';
import { Select } from '../../components/ui/select';
import { BRIEF_STATUSES, BRIEF_TYPES } from '../../domain/brief';
import { SORT_KEYS, type FindState, type OwnershipFilter, type SortKey } from '../../domain/find';
import { STATUS_LABELS, TYPE_LABELS } from '../../domain/labels';
import type { BriefStatus, BriefType } from '../../domain/brief';
import { FIND } from './strings';

export interface FindControlsProps {
  /** The filters and sort (not the query: typing does not render the selects again). */
  state: Omit<FindState, 'q'>;
  isAdmin: boolean;
  onChange(changes: Partial<Omit<FindState, 'q'>>): void;
}

const ANY = 'any';

/**
 * Filters (status incl. Review, type, ownership) and sort. Loaded after the first paint (react-aria's
 * Select is not part of what opening the dashboard costs).
 */
export default memo(function FindControls({ state, isAdmin, onChange: change }: FindControlsProps) {
  const onChange = change;
  const nullable = <T extends string>(value: string) => (value === ANY ? null : (value as T));
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <Select
        label={FIND.status}
        value={state.status ?? ANY}
        onChange={(value) => onChange({ status: nullable<BriefStatus>(value) })}
        options={[
          { id: ANY, label: FIND.anyStatus },
          ...BRIEF_STATUSES.map((status) => ({ id: status, label: STATUS_LABELS[status] })),
        ]}
      />
      <Select
        label={FIND.type}
        value={state.type ?? ANY}
        onChange={(value) => onChange({ type: nullable<BriefType>(value) })}
        options={[
          { id: ANY, label: FIND.anyType },
          ...BRIEF_TYPES.map((type) => ({ id: type, label: TYPE_LABELS[type] })),
        ]}
      />
      <Select
        label={FIND.ownership}
        value={state.owner ?? ANY}
        onChange={(value) => onChange({ owner: nullable<OwnershipFilter>(value) })}
        options={[
          { id: ANY, label: isAdmin ? FIND.everyones : FIND.mineAndShared },
          { id: 'mine', label: FIND.mine },
          { id: 'shared', label: FIND.sharedWithMe },
        ]}
      />
      <Select
        label={FIND.sort}
        value={state.sort}
        onChange={(value) => onChange({ sort: value as SortKey })}
        options={SORT_KEYS.map((key) => ({ id: key, label: FIND.sortLabels[key] }))}
      />
    </div>
  );
});
