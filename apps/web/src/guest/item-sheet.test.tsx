import type { GuestMenuItem } from '@fika/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en/guest-order.json';
import { I18nContext, translator } from './i18n.ts';
import { ItemSheet } from './item-sheet.tsx';
import { bun as baseBun, cappuccino as baseCappuccino, extras, milk } from './test-menu.ts';

// Extras here allow one choice: an optional single choice is a radio.
const cappuccino: GuestMenuItem = {
  ...baseCappuccino,
  modificationGroups: [milk, { ...extras, max: 1, options: extras.options.slice(0, 2) }],
};
const bun: GuestMenuItem = baseBun;

function renderSheet(item: GuestMenuItem, onAdd = vi.fn(), onClose = vi.fn(), onOpenItem = vi.fn()) {
  render(
    <I18nContext.Provider value={{ t: translator(en, 'en'), language: 'en', locale: 'en-SE' }}>
      <ItemSheet
        item={item}
        currency="SEK"
        items={
          new Map([
            ['capp', cappuccino],
            ['bun', bun],
          ])
        }
        onAdd={onAdd}
        onClose={onClose}
        onOpenItem={onOpenItem}
      />
    </I18nContext.Provider>,
  );
  return { onAdd, onClose, onOpenItem };
}

afterEach(cleanup);

describe('item sheet', () => {
  it('refuses to add until the required milk is chosen, then adds oat milk with its price', () => {
    const { onAdd } = renderSheet(cappuccino);
    expect(screen.getByText('Allergens:')).toBeTruthy();
    expect(screen.getByText('Choose 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Add ·/ }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Please make the required choices first.');

    fireEvent.click(screen.getByRole('radio', { name: /Oat milk/ }));
    fireEvent.click(screen.getByRole('button', { name: 'One more' }));
    expect(screen.getByRole('button', { name: /^Add ·/ }).textContent).toMatch(/94,00/);
    fireEvent.click(screen.getByRole('button', { name: /^Add ·/ }));
    expect(onAdd).toHaveBeenCalledWith(['oat'], 2);
  });

  it('an optional single choice is a radio that swaps', () => {
    const { onAdd } = renderSheet(cappuccino);
    fireEvent.click(screen.getByRole('radio', { name: /Cow milk/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Extra shot/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Vanilla syrup/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Add ·/ }));
    expect(onAdd).toHaveBeenCalledWith(['cow', 'syrup'], 1);
  });

  it('a full multi-choice group disables the rest of its options', () => {
    const item: GuestMenuItem = {
      ...cappuccino,
      modificationGroups: [
        {
          id: 'toppings',
          name: 'Toppings',
          min: 0,
          max: 2,
          options: ['Cream', 'Cinnamon', 'Cocoa'].map((name) => ({ id: name, name, price: 0 })),
        },
      ],
    };
    renderSheet(item);
    expect(screen.getByText('Choose up to 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cream' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cinnamon' }));
    expect((screen.getByRole('checkbox', { name: 'Cocoa' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cream' }));
    expect((screen.getByRole('checkbox', { name: 'Cocoa' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('after adding, suggests the upsells and opens one', () => {
    const { onAdd, onOpenItem, onClose } = renderSheet(cappuccino);
    fireEvent.click(screen.getByRole('radio', { name: /Oat milk/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Add ·/ }));
    expect(onAdd).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Goes well with' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Cinnamon bun/ }));
    expect(onOpenItem).toHaveBeenCalledWith(bun);
  });
});
