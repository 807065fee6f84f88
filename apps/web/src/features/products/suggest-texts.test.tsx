import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderApp } from '../../test/render-app.tsx';
import { languagesToFill, SuggestTexts } from './suggest-texts.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('languagesToFill', () => {
  it('fills the empty languages, or all but the main one when none is empty', () => {
    expect(languagesToFill({ se: 'Kaffe', en: 'Coffee', es: '', no: '' }, 'se')).toEqual(['es', 'no']);
    expect(languagesToFill({ se: 'Kaffe', en: 'Coffee', es: 'Café', no: 'Kaffe' }, 'se')).toEqual([
      'en',
      'es',
      'no',
    ]);
  });

  it('fills a description’s main language too, when it is empty', () => {
    expect(languagesToFill({ se: '', en: 'Ours', es: '', no: '' }, 'se', true)).toEqual(['se', 'es', 'no']);
    expect(languagesToFill({ se: 'A', en: 'B', es: 'C', no: 'D' }, 'se', true)).toEqual(['en', 'es', 'no']);
  });
});

describe('Suggest', () => {
  it('asks the assistant with the main title and fills the other languages, labelled Sandbox', async () => {
    const fetchMock = mockGraphQL({
      backOfficeSession: () => sessionData(),
      generateCompletion: () => ({
        data: {
          generateCompletion: {
            texts: { se: 'Kanelbulle', en: 'Cinnamon bun', es: 'Rollo de canela', no: 'Kanelbolle' },
            model: 'sandbox',
            sandbox: true,
          },
        },
      }),
    });
    const onSuggested = vi.fn();
    await renderApp(
      <SuggestTexts
        context="PRODUCT_TITLE"
        source="Kanelbulle"
        texts={{ se: 'Kanelbulle', en: 'Bun', es: '', no: '' }}
        language="se"
        onSuggested={onSuggested}
      />,
      { namespaces: ['catalogue'] },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Suggest translations of the title' }));
    await waitFor(() =>
      expect(onSuggested).toHaveBeenCalledWith({
        se: 'Kanelbulle',
        en: 'Bun',
        es: 'Rollo de canela',
        no: 'Kanelbolle',
      }),
    );
    expect(callsTo(fetchMock, 'GenerateCompletion')).toEqual([
      { context: 'PRODUCT_TITLE', input: 'Kanelbulle', language: 'se' },
    ]);
    expect(await screen.findByText('Sandbox')).toBeTruthy();
  });

  it('cannot be pressed before the main title is written', async () => {
    mockGraphQL({ backOfficeSession: () => sessionData() });
    await renderApp(
      <SuggestTexts
        context="PRODUCT_DESCRIPTION"
        source=" "
        texts={{ se: '', en: '', es: '', no: '' }}
        language="se"
        onSuggested={() => {}}
      />,
      { namespaces: ['catalogue'] },
    );
    expect(
      (await screen.findByRole('button', { name: 'Suggest a description' })).hasAttribute('disabled'),
    ).toBe(true);
  });
});
