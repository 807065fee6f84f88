import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/i18n.ts';
import { isAmount, MoneyInput } from '../../ui/money-input.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { type GroupModification, updateVariation } from './use-modifications.ts';

/** Props of {@link PriceCell}. */
export interface PriceCellProps {
  modification: GroupModification;
  onSaved: () => void | Promise<void>;
}

/**
 * A modification's price, edited in place: saved when the field loses focus or on Enter, put back
 * on Escape or when the server refuses it.
 */
export function PriceCell({ modification, onSaved }: PriceCellProps) {
  const { t } = useTranslation('pim');
  const toast = useToast();
  const [price, setPrice] = useState<number | null>(modification.price);
  const [saving, setSaving] = useState(false);
  // A new price from the server replaces what the field shows.
  const [shown, setShown] = useState(modification.price);
  if (shown !== modification.price) {
    setShown(modification.price);
    setPrice(modification.price);
  }

  const save = async () => {
    if (!isAmount(price) || price === modification.price || saving) return;
    setSaving(true);
    const { name, nameLang } = modification;
    const result = await updateVariation(modification.id, { name, nameLang, price });
    setSaving(false);
    if (!result.success) {
      setPrice(modification.price);
      toast.error(
        result.fieldErrors.length > 0
          ? t('validation.modificationPrice')
          : t(errorMessageKey(result.errorCodes), { ns: 'common' }),
      );
      return;
    }
    toast.success(t('modifications.priceSaved', { name }));
    await onSaved();
  };

  return (
    <MoneyInput
      aria-label={t('modifications.priceOf', { name: modification.name })}
      value={price}
      allowNegative
      size="xs"
      w={140}
      disabled={saving}
      invalidError={t('validation.modificationPrice')}
      onChange={setPrice}
      onBlur={() => void save()}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Enter') void save();
        if (event.key === 'Escape') setPrice(modification.price);
      }}
    />
  );
}
