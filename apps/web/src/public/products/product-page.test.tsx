import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enPrivacy from '../../locales/en/privacy.json';
import enProducts from '../../locales/en/products.json';
import { createPublicI18n } from '../i18n.ts';
import { ProductPage } from '../pages/product-page.tsx';
import { PublicRouter } from '../router.tsx';
import { matchPublicPath, PRODUCT_PAGES, type ProductPage as Product } from '../routes.ts';

let i18n: I18n;

beforeAll(async () => {
  i18n = await createPublicI18n('en', { en: { products: enProducts, privacy: enPrivacy } });
});

afterEach(cleanup);

function renderProduct(product: Product) {
  const url = `/en-gb/${product}`;
  const match = matchPublicPath(url, 'en-gb', 'en');
  if (match.kind !== 'route') throw new Error(`${url} did not match a page`);
  return render(
    <I18nextProvider i18n={i18n}>
      <PublicRouter url={url}>
        <ProductPage route={match.route} product={product} />
      </PublicRouter>
    </I18nextProvider>,
  );
}

const H1: Record<Product, string> = {
  pos: 'A point of sale built for the rush',
  'online-ordering': 'Let guests order and pay from their phone',
  'digital-kitchen-screens': 'A calmer kitchen, without paper tickets',
  'handheld-terminal': 'Order and take payment right at the table',
};

const NAMES: Record<Product, string> = {
  pos: 'Point of sale',
  'online-ordering': 'Online and QR ordering',
  'digital-kitchen-screens': 'Digital kitchen screens',
  'handheld-terminal': 'Handheld terminal',
};

describe.each(PRODUCT_PAGES)('the %s product page', (product) => {
  it('has exactly one h1, the product headline', () => {
    renderProduct(product);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]?.textContent).toBe(H1[product]);
  });

  it('leads to the free trial', () => {
    renderProduct(product);
    const ctas = screen.getAllByRole('link', { name: 'Start your 30-day free trial' });
    expect(ctas.length).toBeGreaterThan(0);
    for (const cta of ctas) expect(cta.getAttribute('href')).toBe('/en-gb/register');
  });

  it('cross-sells the three other products and not itself', () => {
    renderProduct(product);
    const section = screen.getByRole('region', { name: 'Even better together' });
    const links = within(section).getAllByRole('link');
    const others = PRODUCT_PAGES.filter((p) => p !== product);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(others.map((p) => `/en-gb/${p}`));
    expect(links.map((link) => link.textContent)).toEqual(others.map((p) => NAMES[p]));
    expect(within(section).queryByRole('link', { name: NAMES[product] })).toBeNull();
  });

  it('never skips a heading level', () => {
    const { container } = renderProduct(product);
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
  });

  it('labels its illustration and hides decorative icons', () => {
    const { container } = renderProduct(product);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(enProducts[product].hero.illustration);
    for (const icon of container.querySelectorAll('svg.product-icon'))
      expect(icon.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('navigation between product pages', () => {
  it('follows a cross-sell link without reloading', () => {
    renderProduct('pos');
    const link = screen.getByRole('link', { name: 'Handheld terminal' });
    fireEvent.click(link);
    expect(window.location.pathname).toBe('/en-gb/handheld-terminal');
  });
});

describe('the POS page copy', () => {
  it('names the claims of the specification', () => {
    const { container } = renderProduct('pos');
    const text = container.textContent ?? '';
    for (const claim of ['iOS', 'Android', 'EPSON', 'Star', 'Table map', 'Invoice payment', 'Gift cards'])
      expect(text).toContain(claim);
  });
});
