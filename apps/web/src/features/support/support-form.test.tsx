import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderApp } from '../../test/render-app.tsx';
import { SupportForm } from './support-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REQUEST_ID = '0b8e7c52-8f0e-4f9e-9c1e-5a3f2d7a9b10';

describe('the support contact form', () => {
  it('asks for a message before sending anything', async () => {
    const fetchMock = mockGraphQL({ backOfficeSession: () => sessionData() });
    await renderApp(<SupportForm screen="/settings/receipt" />, { namespaces: ['support'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Fill this in.')).toBeTruthy();
    expect(callsTo(fetchMock, 'CreateSupportTicket')).toEqual([]);
  });

  it('sends the topic, the message, the screen and the last error’s request id, and shows the reference', async () => {
    const fetchMock = mockGraphQL({
      backOfficeSession: () => sessionData(),
      createSupportTicket: () => ({ data: { createSupportTicket: { id: 't1', reference: 'ABCD1234' } } }),
    });
    await renderApp(<SupportForm screen="/settings/receipt" requestId={REQUEST_ID} />, {
      namespaces: ['support'],
    });
    expect(
      (await screen.findByRole('textbox', { name: 'The screen you came from' })).getAttribute('value'),
    ).toBe('/settings/receipt');
    fireEvent.change(screen.getByRole('textbox', { name: /^Message/ }), {
      target: { value: ' Nothing prints ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/Your request ABCD1234 has reached our support team/)).toBeTruthy();
    expect(callsTo(fetchMock, 'CreateSupportTicket')).toEqual([
      {
        input: {
          topic: 'PROBLEM',
          message: ' Nothing prints ',
          screen: '/settings/receipt',
          requestId: REQUEST_ID,
        },
      },
    ]);
  });

  it('says when too many requests were sent', async () => {
    mockGraphQL({
      backOfficeSession: () => sessionData(),
      createSupportTicket: () => ({
        data: null,
        errors: [{ message: 'Too many', extensions: { code: 'RATE_LIMITED' } }],
      }),
    });
    await renderApp(<SupportForm />, { namespaces: ['support'] });
    fireEvent.change(await screen.findByRole('textbox', { name: /^Message/ }), { target: { value: 'Help' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/You have sent many requests in a short time/)).toBeTruthy();
  });
});
