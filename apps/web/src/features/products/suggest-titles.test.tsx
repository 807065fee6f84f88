import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderApp } from '../../test/render-app.tsx';
import { languagesToFill, SuggestTitles } from './suggest-titles.tsx';

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
      <SuggestTitles
        titles={{ se: 'Kanelbulle', en: 'Bun', es: '', no: '' }}
        language="se"
        onSuggested={onSuggested}
      />,
      { namespaces: ['catalogue'] },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Suggest' }));
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
      <SuggestTitles titles={{ se: ' ', en: '', es: '', no: '' }} language="se" onSuggested={() => {}} />,
      { namespaces: ['catalogue'] },
    );
    expect((await screen.findByRole('button', { name: 'Suggest' })).hasAttribute('disabled')).toBe(true);
  });
});
