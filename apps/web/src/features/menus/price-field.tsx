import { useState } from 'react';
import { isAmount, MoneyInput } from '../../ui/money-input.tsx';

/** Props of {@link PriceField}. */
export interface PriceFieldProps {
  /** The saved price, minor units. */
  value: number;
  currency: string;
  /** Accessible name, e.g. "Price of Cappuccino". */
  label: string;
  /** The input's id (the editor focuses new entries' prices by it). */
  id?: string;
  disabled?: boolean;
  /** Saves a new price; false when that failed, and the field goes back to the saved price. */
  onSave: (price: number) => Promise<boolean>;
}

/**
 * A price edited in place: saved when the field loses focus or on Enter, put back on Escape or
 * when saving fails (§7: a failed price edit is only logged).
 */
export function PriceField({ value, currency, label, id, disabled, onSave }: PriceFieldProps) {
  const [draft, setDraft] = useState<number | null>(value);
  const [saved, setSaved] = useState(value);
  const [saving, setSaving] = useState(false);
  // A new saved price (this field's own save, or a reload) replaces what is shown.
  if (value !== saved) {
    setSaved(value);
    setDraft(value);
  }

  const commit = async () => {
    // Unreadable text (NaN) stays with its field error until corrected or put back with Escape.
    if (!isAmount(draft) || draft === value || saving) {
      if (draft === null) setDraft(value);
      return;
    }
    setSaving(true);
    const ok = await onSave(draft);
    setSaving(false);
    if (!ok) setDraft(value);
  };

  return (
    <MoneyInput
      id={id}
      aria-label={label}
      size="sm"
      w={150}
      currency={currency}
      value={draft}
      onChange={setDraft}
      disabled={disabled}
      readOnly={saving}
      aria-busy={saving}
      onBlur={() => void commit()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          void commit();
        } else if (event.key === 'Escape') {
          setDraft(value);
        }
      }}
    />
  );
}
