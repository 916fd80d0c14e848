import { type FormEvent, type MouseEvent, useId } from 'react';
import { FILTER_FIELDS, type FilterDraft, type FilterKey } from './screen-filters';

const UNIT_TEXT = { B: 'billions USD', '%': 'percent', x: 'ratio' } as const;

interface FilterPanelProps {
  open: boolean;
  onToggle: () => void;
  draft: FilterDraft;
  invalidField: FilterKey | undefined;
  onChange: (key: FilterKey, value: string) => void;
  /** `unreadable`: fields whose text the browser could not read as a number ('1e'); it reports them as empty. */
  onApply: (unreadable: FilterKey[]) => void;
  onReset: () => void;
  busy: boolean;
}

/** The collapsible FILTER PARAMETERS panel with Apply Filters and Reset to Defaults. */
export function FilterPanel({ open, onToggle, draft, invalidField, onChange, onApply, onReset, busy }: FilterPanelProps) {
  const bodyId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const unreadable = FILTER_FIELDS.filter((field) => {
      const input = event.currentTarget.elements.namedItem(field.key);
      return input instanceof HTMLInputElement && input.validity.badInput;
    }).map((field) => field.key);
    onApply(unreadable);
  };
  // Text the browser could not read as a number ('1e') is no part of `draft` (it reads as ''), so
  // setting the draft to '' leaves it in the field: Reset clears the inputs themselves too.
  const reset = (event: MouseEvent<HTMLButtonElement>) => {
    for (const input of event.currentTarget.form?.querySelectorAll('input') ?? []) input.value = '';
    onReset();
  };
  return (
    <section className="panel filter-panel" aria-labelledby={`${bodyId}-title`}>
      <h2 id={`${bodyId}-title`} className="filter-title">
        <button type="button" className="link-button" aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
          {open ? '[-]' : '[+]'} FILTER PARAMETERS
        </button>
      </h2>
      <form id={bodyId} hidden={!open} onSubmit={submit} noValidate>
        <div className="filter-grid">
          {FILTER_FIELDS.map((field) => (
            <label key={field.key} className="filter-field">
              <span>
                {field.label} <span className="muted">({UNIT_TEXT[field.unit]})</span>
              </span>
              <input
                type="number"
                name={field.key}
                inputMode="decimal"
                min={field.min}
                max={field.max}
                step={field.step}
                value={draft[field.key]}
                aria-invalid={invalidField === field.key || undefined}
                onChange={(event) => onChange(field.key, event.target.value)}
              />
            </label>
          ))}
        </div>
        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={busy}>
            Apply Filters
          </button>
          <button type="button" className="button" onClick={reset} disabled={busy}>
            Reset to Defaults
          </button>
        </div>
      </form>
    </section>
  );
}
