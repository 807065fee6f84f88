import { cleanup, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enPrivacy from '../../locales/en/privacy.json';
import enProducts from '../../locales/en/products.json';
import { PrivacyPolicy } from '../../ui/privacy-policy.tsx';
import { createPublicI18n } from '../i18n.ts';
import { PublicRouter } from '../router.tsx';
import { matchPublicPath } from '../routes.ts';
import { PrivacyPage } from './privacy-page.tsx';

let i18n: I18n;

beforeAll(async () => {
  i18n = await createPublicI18n('en', { en: { products: enProducts, privacy: enPrivacy } });
});

afterEach(cleanup);

function renderPage() {
  const url = '/en-gb/privacy-policy';
  const match = matchPublicPath(url, 'en-gb', 'en');
  if (match.kind !== 'route') throw new Error('no route');
  return render(
    <I18nextProvider i18n={i18n}>
      <PublicRouter url={url}>
        <PrivacyPage route={match.route} />
      </PublicRouter>
    </I18nextProvider>,
  );
}

describe('the privacy policy page', () => {
  it('has one h1 and shows when it was last updated', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy policy');
    expect(screen.getByText('15 September 2025').getAttribute('datetime')).toBe('2025-09-15');
    expect(screen.getByText(/Last updated/).textContent).toBe('Last updated 15 September 2025');
  });

  it('states the data-subject rights and the supervisory authority', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Your rights' })).toBeTruthy();
    for (const right of [
      'Access:',
      'Rectification:',
      'Erasure:',
      'Restriction of processing:',
      'Data portability:',
      'Objection:',
    ])
      expect(screen.getByText(right)).toBeTruthy();
    expect(screen.getByText(/Swedish Authority for Privacy Protection \(IMY/)).toBeTruthy();
  });

  it('names the controller, what is collected, that data is not sold and how to get in touch', () => {
    const { container } = renderPage();
    const text = container.textContent ?? '';
    expect(text).toContain('Fika AB, Götgatan 22, 118 46 Stockholm, Sweden');
    expect(text).toContain('one-way hash');
    expect(text).toContain('Standard Contractual Clauses');
    expect(screen.getByRole('heading', { name: 'We do not sell your data' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'privacy@fika.test' }).getAttribute('href')).toBe(
      'mailto:privacy@fika.test',
    );
  });

  it('links each section from the table of contents', () => {
    renderPage();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    for (const link of contents.querySelectorAll('a')) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id)?.textContent).toBe(link.textContent);
    }
  });
});

describe('the PrivacyPolicy component', () => {
  it('starts at the heading level it is given, for use inside a modal', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <PrivacyPolicy headingLevel={2} idPrefix="modal-privacy" showContents={false} />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).id).toBe('modal-privacy-title');
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(10);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
