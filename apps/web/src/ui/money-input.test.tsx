import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompanyProvider } from '../lib/company.tsx';
import { createTestI18n } from '../test/render-app.tsx';
import { MoneyInput, moneyFormat, readAmount, readMoneyField } from './money-input.tsx';

/** Renders `ui` in English for a company whose facts the session would provide. */
async function renderMoney(ui: ReactElement, company = { country: 'SE', currency: 'SEK' }) {
  const i18n = await createTestI18n([]);
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <CompanyProvider value={company}>{ui}</CompanyProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('moneyFormat and readAmount', () => {
  it('knows where each locale puts the decimal separator and the symbol', () => {
    expect(moneyFormat('SEK', 'sv')).toEqual({ decimalSeparator: ',', symbol: 'kr', symbolFirst: false });
    expect(moneyFormat('GBP', 'en')).toEqual({ decimalSeparator: '.', symbol: '£', symbolFirst: true });
    expect(moneyFormat('EUR', 'es').decimalSeparator).toBe(',');
    // The same symbol as the amounts on screen (formatMoney): an English filter says SEK, not kr.
    expect(moneyFormat('SEK', 'en-GB').symbol).toBe('SEK');
  });

  it('reads typed amounts as minor units, refusing negatives unless allowed', () => {
    expect(readAmount('45,5', 'SEK', false)).toBe(4550);
    expect(readAmount('1 234,50', 'SEK', false)).toBe(123450);
    expect(readAmount('-5', 'SEK', false)).toBeNull();
    expect(readAmount('-5', 'SEK', true)).toBe(-500);
    expect(readAmount('abc', 'SEK', false)).toBeNull();
    expect(readAmount('', 'SEK', false)).toBeNull();
  });
});

function Harness({ onValue }: { onValue: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(3900);
  return (
    <>
      <MoneyInput
        label="Price"
        value={value}
        invalidError="Not an amount"
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <button type="button" onClick={() => setValue(12500)}>
        Reset
      </button>
    </>
  );
}

describe('readMoneyField', () => {
  it('tells an empty field (null) from text that is not an accepted amount (NaN)', () => {
    expect(readMoneyField('  ', 'SEK', false)).toBeNull();
    expect(readMoneyField('45,50', 'SEK', false)).toBe(4550);
    for (const text of ['-5', 'abc', '99999999', '4.5.5.5']) {
      expect(readMoneyField(text, 'SEK', false)).toBeNaN();
    }
    expect(readMoneyField('-5', 'SEK', true)).toBe(-500);
  });
});

describe('MoneyInput', () => {
  it('shows minor units as a decimal, reports what is typed and tidies it on blur', async () => {
    const onValue = vi.fn();
    await renderMoney(<Harness onValue={onValue} />);
    const input = (await screen.findByRole('textbox', { name: 'Price' })) as HTMLInputElement;
    expect(input.value).toBe('39.00');
    fireEvent.change(input, { target: { value: '45.5' } });
    expect(onValue).toHaveBeenLastCalledWith(4550);
    fireEvent.blur(input);
    expect(input.value).toBe('45.50');
    // Unreadable text is NaN, never null: a form must not take it for an empty field and save 0.
    fireEvent.change(input, { target: { value: 'x' } });
    expect(onValue).toHaveBeenLastCalledWith(Number.NaN);
    expect(screen.getByText('Not an amount')).toBeTruthy();
    fireEvent.blur(input);
    expect(input.value).toBe('x');
    fireEvent.change(input, { target: { value: '' } });
    expect(onValue).toHaveBeenLastCalledWith(null);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input.value).toBe('125.00');
  });

  it('says in the interface language why text is not an amount, without a message of its own', async () => {
    const onValue = vi.fn();
    await renderMoney(<MoneyInput label="Amount" value={null} onChange={onValue} />);
    const input = await screen.findByRole('textbox', { name: 'Amount' });
    fireEvent.change(input, { target: { value: '-5' } });
    expect(onValue).toHaveBeenLastCalledWith(Number.NaN);
    expect(screen.getByText('Enter an amount such as 45.50.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('writes the currency the company provider holds, with no session to read it from', async () => {
    await renderMoney(<MoneyInput label="Amount" value={1250} onChange={() => {}} />, {
      country: 'GB',
      currency: 'GBP',
    });
    expect((screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('12.50');
    expect(screen.getByText('£')).toBeTruthy();
  });
});
