import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { ReceiptSettingsPage } from './receipt-settings-page.tsx';

let fetchMock: Mock<typeof fetch>;

const TEMPLATE = {
  logoImageId: null,
  headerText: 'Välkommen!',
  footerText: null,
  language: null,
  showQrCode: false,
  hiddenLines: [],
  vatNumber: null,
};

const settings = (missing: { content: string; fix: string }[]) => ({
  data: {
    receiptTemplate: {
      venueId: 'v1',
      overridden: false,
      version: 1,
      country: 'SE',
      logo: null,
      missing,
      template: TEMPLATE,
    },
  },
});

const receiptDocument = (header: string[]) => ({
  language: 'se',
  logoUrl: null,
  heading: null,
  header,
  info: [{ label: 'Kvittonr', value: '12' }],
  lines: [{ label: '1 × Kanelbulle', value: '35,00 kr' }],
  totals: [{ label: 'Totalt', value: '35,00 kr' }],
  vat: [],
  payments: [],
  footer: ['Välkommen åter!'],
  qrCode: true,
});

function serve() {
  fetchMock = mockGraphQL({
    backOfficeSession: () => sessionData(),
    receiptTemplate: () => settings([{ content: 'organizationNumber', fix: 'company' }]),
    receiptPreview: (variables) => ({
      data: {
        receiptPreview: {
          orderId: 'o1',
          orderNumber: 12,
          receiptUrl: 'https://fika.example/r/o1.mac',
          qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
          document: receiptDocument([
            'Demo Bistro AB',
            String((variables as { template?: { headerText?: string } })?.template?.headerText ?? ''),
          ]),
        },
      },
    }),
    receiptImages: () => ({ data: { images: { nodes: [] } } }),
    updateReceiptTemplate: () => settings([]),
  });
}

describe('ReceiptSettingsPage', () => {
  afterEach(cleanup);

  it('lists the missing content with a link to fix it, previews edits and saves the venue’s template', async () => {
    serve();
    await renderRoute(<ReceiptSettingsPage />, '/settings/receipt', {
      namespaces: ['backoffice', 'receipts'],
    });
    // In the warning and as a line to print.
    expect(await screen.findAllByText('Organisation number')).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'Fill it in under Company settings' });
    expect(link.getAttribute('href')).toBe('/settings/company');
    expect(await screen.findByText('Order 12, the latest at this venue')).toBeTruthy();
    // The printed QR code is the real one, and the preview opens the receipt it leads to.
    expect(
      (await screen.findByRole('img', { name: 'QR code to the digital receipt' })).getAttribute('src'),
    ).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByRole('link', { name: 'Open the digital receipt' }).getAttribute('href')).toBe(
      'https://fika.example/r/o1.mac',
    );

    fireEvent.change(screen.getByRole('textbox', { name: 'Header text' }), { target: { value: 'Hej hej' } });
    expect(await screen.findByText(/Hej hej/, undefined, { timeout: 3000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'UpdateReceiptTemplate')).toHaveLength(1));
    expect(callsTo(fetchMock, 'UpdateReceiptTemplate')[0]).toMatchObject({
      venueId: 'v1',
      input: { headerText: 'Hej hej', hiddenLines: [] },
    });
  }, 15_000);
});
