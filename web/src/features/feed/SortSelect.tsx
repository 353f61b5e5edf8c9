// The Popular / Newest / Oldest select of every post list (home feed, polls, a community, a
// campaign). Disabled with the reason as its title while results are sorted another way.
import { useId } from 'react';
import { readSort, type FeedSort } from './feedParams';
import { SORT_OPTIONS } from './feedLinks';

export function SortSelect({
  label,
  value,
  onChange,
  disabledReason = null,
}: {
  /** The select's accessible name ('Sort posts', 'Sort polls'). */
  label: string;
  value: FeedSort;
  onChange: (sort: FeedSort) => void;
  disabledReason?: string | null;
}) {
  const id = useId();
  return (
    <div className="select-field">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabledReason !== null}
        title={disabledReason ?? undefined}
        onChange={(event) => onChange(readSort(event.target.value))}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
