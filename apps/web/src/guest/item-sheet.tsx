import type { GuestMenuItem } from '@fika/domain';
import { useEffect, useRef, useState } from 'react';
import {
  choicesValid,
  defaultChoices,
  groupProblem,
  MAX_QUANTITY,
  toggleOption,
  unitPriceOf,
} from './cart.ts';
import { useI18n } from './i18n.ts';
import { Money } from './parts.tsx';

/**
 * An item's sheet: its modification groups with their min/max rules (a single choice is a radio, a
 * full group refuses another option), allergens, quantity, and the upsells once it is added.
 */
export function ItemSheet({
  item,
  currency,
  items,
  onClose,
  onAdd,
  onOpenItem,
}: {
  item: GuestMenuItem;
  currency: string;
  items: ReadonlyMap<string, GuestMenuItem>;
  onClose: () => void;
  onAdd: (chosen: string[], quantity: number) => void;
  onOpenItem: (item: GuestMenuItem) => void;
}) {
  const { t } = useI18n();
  const [chosen, setChosen] = useState<string[]>(() => defaultChoices(item));
  const [quantity, setQuantity] = useState(1);
  const [tried, setTried] = useState(false);
  const [added, setAdded] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
  }, []);

  const valid = choicesValid(item, chosen);
  const upsells = item.upsellItemIds.flatMap((id) => {
    const upsell = items.get(id);
    return upsell && upsell.id !== item.id ? [upsell] : [];
  });

  const submit = () => {
    setTried(true);
    if (!valid) return;
    onAdd(chosen, quantity);
    if (upsells.length > 0) setAdded(true);
    else onClose();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop tap is the pointer's Escape; the keyboard has Escape (onCancel).
    <dialog
      ref={dialog}
      className="g-sheet"
      aria-labelledby="g-sheet-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A tap on the backdrop (the dialog itself, outside its content) closes the sheet.
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className="g-sheet-body">
        <div className="g-sheet-top">
          <h2 id="g-sheet-title">{item.name}</h2>
          <button type="button" className="g-icon-button" onClick={onClose} aria-label={t('close')}>
            ×
          </button>
        </div>
        {item.imageUrl && (
          <img className="g-sheet-image" src={item.imageUrl} alt="" width={400} height={240} />
        )}
        {item.description && <p className="g-item-desc">{item.description}</p>}
        {item.allergens.length > 0 && (
          <p className="g-allergens">
            <strong>{t('item.allergens')}</strong> {item.allergens.join(', ')}
          </p>
        )}
        {added ? (
          <section aria-labelledby="g-upsell-title" className="g-upsells">
            <p role="status">{t('menu.added', { name: item.name })}</p>
            <h3 id="g-upsell-title">{t('item.upsells')}</h3>
            <ul className="g-items">
              {upsells.map((upsell) => (
                <li key={upsell.id}>
                  <button type="button" className="g-item" onClick={() => onOpenItem(upsell)}>
                    <span className="g-item-text">
                      <span className="g-item-name">{upsell.name}</span>
                      <Money amount={upsell.price} currency={currency} />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className="g-button g-primary g-wide" onClick={onClose}>
              {t('item.done')}
            </button>
          </section>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            {item.modificationGroups.map((group) => {
              const problem = groupProblem(group, chosen);
              const single = group.max === 1;
              const full =
                group.max > 0 &&
                group.options.filter((option) => chosen.includes(option.id)).length >= group.max;
              const hintId = `g-hint-${group.id}`;
              return (
                <fieldset key={group.id} className="g-group" aria-describedby={hintId}>
                  <legend>{group.name}</legend>
                  <p id={hintId} className={tried && problem ? 'g-hint g-invalid' : 'g-hint'}>
                    {group.min > 0 && group.min === group.max
                      ? t('item.chooseExactly', { count: group.min })
                      : group.min > 0
                        ? t('item.chooseAtLeast', { count: group.min })
                        : group.max > 0
                          ? t('item.chooseUpTo', { count: group.max })
                          : t('item.optional')}
                  </p>
                  {group.options.map((option) => {
                    const checked = chosen.includes(option.id);
                    return (
                      <label key={option.id} className="g-option">
                        <input
                          type={single ? 'radio' : 'checkbox'}
                          name={`g-group-${group.id}`}
                          checked={checked}
                          disabled={!single && !checked && full}
                          onChange={() => setChosen(toggleOption(group, chosen, option.id))}
                        />
                        <span className="g-option-name">{option.name}</span>
                        {option.price !== 0 && (
                          <span className="g-dim">
                            {option.price > 0 ? '+' : ''}
                            <Money amount={option.price} currency={currency} />
                          </span>
                        )}
                      </label>
                    );
                  })}
                </fieldset>
              );
            })}
            <div className="g-sheet-actions">
              <fieldset className="g-stepper">
                <legend className="g-visually-hidden">{t('item.quantity')}</legend>
                <button
                  type="button"
                  className="g-icon-button"
                  aria-label={t('item.less')}
                  disabled={quantity <= 1}
                  onClick={() => setQuantity((q) => Math.max(1, q - 1))}
                >
                  −
                </button>
                <output aria-live="polite">{quantity}</output>
                <button
                  type="button"
                  className="g-icon-button"
                  aria-label={t('item.more')}
                  disabled={quantity >= MAX_QUANTITY}
                  onClick={() => setQuantity((q) => Math.min(MAX_QUANTITY, q + 1))}
                >
                  +
                </button>
              </fieldset>
              <button type="submit" className="g-button g-primary g-grow" aria-disabled={!valid}>
                {t('item.add')} · <Money amount={unitPriceOf(item, chosen) * quantity} currency={currency} />
              </button>
            </div>
            {tried && !valid && (
              <p className="g-hint g-invalid" role="alert">
                {t('item.chooseRequired')}
              </p>
            )}
          </form>
        )}
      </div>
    </dialog>
  );
}
