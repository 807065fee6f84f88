import { LANGUAGE_STORAGE_KEY } from '@fika/domain';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchPublicPath, type PublicRoute } from '../routes.ts';
import { languageHref } from './nav-items.ts';
import { TestSite, testI18n } from './test-harness.tsx';

let i18n: I18n;

beforeAll(async () => {
  i18n = await testI18n('en');
});

beforeEach(() => {
  window.history.replaceState(null, '', '/en-gb');
  window.localStorage.clear();
});

afterEach(cleanup);

function renderSite(url = '/en-gb') {
  window.history.replaceState(null, '', url);
  return render(<TestSite i18n={i18n} url={url} page={() => <p>Page content</p>} />);
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('MarketingLayout', () => {
  it('has the landmarks, a skip link and the navigation labels', () => {
    renderSite();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveProperty('hash', '#main');
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();

    const nav = within(mainNav());
    expect(nav.getByRole('button', { name: 'Products' })).toBeTruthy();
    expect(nav.getByRole('link', { name: 'Testimonials' }).getAttribute('href')).toBe('/en-gb#testimonials');
    expect(nav.getByRole('link', { name: 'Integrations' }).getAttribute('href')).toBe('/en-gb#integrations');

    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Fika – home' }).getAttribute('href')).toBe('/en-gb');
    expect(header.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/en-gb/login');
    expect(header.getByRole('link', { name: 'Start free trial' }).getAttribute('href')).toBe(
      '/en-gb/register',
    );
  });

  it('opens the Products menu and closes it with Escape, focus back on the button', () => {
    renderSite();
    const button = within(mainNav()).getByRole('button', { name: 'Products' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(within(mainNav()).queryByRole('link', { name: 'Point of sale' })).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(false);
    for (const [name, href] of [
      ['Point of sale', '/en-gb/pos'],
      ['Handheld terminal', '/en-gb/handheld-terminal'],
      ['Kitchen screens', '/en-gb/digital-kitchen-screens'],
      ['Table-side / online ordering', '/en-gb/online-ordering'],
    ] as const) {
      expect(within(mainNav()).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }

    const pos = within(mainNav()).getByRole('link', { name: 'Point of sale' });
    pos.focus();
    fireEvent.keyDown(pos, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('closes the Products menu on a click outside it', () => {
    renderSite();
    const button = within(mainNav()).getByRole('button', { name: 'Products' });
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByRole('main'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('toggles the mobile menu, which mirrors every header item', () => {
    renderSite();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    const menu = within(screen.getByRole('navigation', { name: 'Menu' }));
    for (const [name, href] of [
      ['Point of sale', '/en-gb/pos'],
      ['Handheld terminal', '/en-gb/handheld-terminal'],
      ['Kitchen screens', '/en-gb/digital-kitchen-screens'],
      ['Table-side / online ordering', '/en-gb/online-ordering'],
      ['Testimonials', '/en-gb#testimonials'],
      ['Integrations', '/en-gb#integrations'],
      ['Log in', '/en-gb/login'],
      ['Start free trial', '/en-gb/register'],
      ['Svenska', '/sv-se'],
      ['العربية', '/ar-ae'],
    ] as const) {
      expect(menu.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);

    fireEvent.click(toggle);
    fireEvent.keyDown(menu.getByRole('link', { name: 'Log in' }), { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('switches language: saves userLangSelected and opens the same page in that segment', () => {
    renderSite('/en-gb/pos');
    const button = screen.getByRole('button', { name: 'Language: English' });
    fireEvent.click(button);
    const svenska = within(screen.getByRole('banner')).getByRole('link', { name: 'Svenska' });
    expect(svenska.getAttribute('lang')).toBe('sv');
    fireEvent.click(svenska);
    expect(window.location.pathname).toBe('/sv-se/pos');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sv');
    // The layout now renders the Swedish route: the menu closed and Svenska is current.
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Language: Svenska' })).toBe(button);
  });

  it('gains the scrolled style once the page scrolls', () => {
    renderSite();
    const header = screen.getByRole('banner');
    expect(header.classList.contains('is-scrolled')).toBe(false);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(120);
    fireEvent.scroll(window);
    expect(header.classList.contains('is-scrolled')).toBe(true);
  });

  it('posts the get-started-footer event and still goes to register', () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    renderSite();
    const cta = within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Get started free' });
    expect(cta.getAttribute('href')).toBe('/en-gb/register');
    fireEvent.click(cta);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/telemetry');
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      keepalive: true,
    });
    expect(JSON.parse(String(init?.body))).toEqual({
      events: [{ kind: 'event', name: 'get-started-footer', data: { lang: 'en-gb' } }],
    });
    expect(window.location.pathname).toBe('/en-gb/register');
  });

  it('navigates even when the telemetry request fails', () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')));
    renderSite();
    fireEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Get started free' }));
    expect(window.location.pathname).toBe('/en-gb/register');
  });

  it('lists support contact, address, privacy policy and named social links in the footer', () => {
    renderSite();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'support@fika.test' }).getAttribute('href')).toBe(
      'mailto:support@fika.test',
    );
    expect(footer.getByRole('link', { name: '+46 8 520 277 00' }).getAttribute('href')).toBe(
      'tel:+46852027700',
    );
    expect(footer.getByText('Fika AB, Götgatan 22, 118 46 Stockholm, Sweden')).toBeTruthy();
    expect(footer.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      '/en-gb/privacy-policy',
    );
    for (const name of ['Fika on Instagram', 'Fika on LinkedIn', 'Fika on Facebook', 'Fika on YouTube']) {
      expect(footer.getByRole('link', { name }).getAttribute('href')).toMatch(/^https:\/\//);
    }
  });
});

describe('languageHref', () => {
  const route = (path: string): PublicRoute => {
    const match = matchPublicPath(path, 'en-gb', 'en');
    if (match.kind !== 'route') throw new Error(path);
    return match.route;
  };
  const at = (pathname: string) => ({ pathname, search: '', hash: '' });

  it('goes to the language’s own segment, keeping the page', () => {
    expect(languageHref(route('/en-gb/pos'), at('/en-gb/pos'), 'es')).toBe('/es-es/pos');
    expect(languageHref(route('/sv-se'), at('/sv-se'), 'ar')).toBe('/ar-ae');
  });

  it('keeps the visitor’s country when switching to English', () => {
    expect(languageHref(route('/sv-se/register'), at('/sv-se/register'), 'en')).toBe('/en-se/register');
  });

  it('keeps pages without a segment where they are', () => {
    expect(languageHref(route('/reset-password'), { ...at('/reset-password'), search: '?t=1' }, 'sv')).toBe(
      '/reset-password?t=1',
    );
  });
});
