import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { SESSION_QUERY_KEY } from '../session/index.ts';
import { WhatsNewPanel } from './whats-new-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ENTRY = {
  id: 'e1',
  title: 'Pagers at the counter',
  body: 'Hand out numbered pagers.',
  link: '/settings/beepers',
  publishedAt: '2026-11-20T10:00:00.000Z',
  unread: true,
};

function unreadSession() {
  const session = sessionData();
  return {
    data: { ...session.data, authorizeUser: { ...session.data.authorizeUser, hasUnreadChangelog: true } },
  };
}

describe("What's new", () => {
  it('lists the entries, marks them read and clears the dot in the session', async () => {
    const fetchMock = mockGraphQL({
      backOfficeSession: unreadSession,
      changelog: () => ({ data: { changelog: [ENTRY] } }),
      markChangelogRead: () => ({ data: { markChangelogRead: true } }),
    });
    const view = await renderRoute(<WhatsNewPanel opened onClose={() => {}} />, '/', {
      namespaces: ['changelog'],
    });
    expect(await screen.findByRole('heading', { name: 'Pagers at the counter' })).toBeTruthy();
    expect(screen.getByText('Hand out numbered pagers.')).toBeTruthy();
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take a look' }).getAttribute('href')).toBe('/settings/beepers');
    expect(callsTo(fetchMock, 'Changelog')[0]).toEqual({ language: 'en' });
    await waitFor(() => expect(callsTo(fetchMock, 'MarkChangelogRead')).toHaveLength(1));
    await waitFor(() =>
      expect(
        view.client.getQueryData<{ authorizeUser: { hasUnreadChangelog: boolean } }>(SESSION_QUERY_KEY)
          ?.authorizeUser.hasUnreadChangelog,
      ).toBe(false),
    );
  });

  it('says so when there is nothing new', async () => {
    mockGraphQL({
      backOfficeSession: () => sessionData(),
      changelog: () => ({ data: { changelog: [] } }),
      markChangelogRead: () => ({ data: { markChangelogRead: true } }),
    });
    await renderRoute(<WhatsNewPanel opened onClose={() => {}} />, '/', { namespaces: ['changelog'] });
    expect(await screen.findByText('Nothing new yet. New features will show up here.')).toBeTruthy();
  });

  it('offers a retry when the entries cannot be loaded', async () => {
    mockGraphQL({
      backOfficeSession: () => sessionData(),
      changelog: () => ({ data: null, errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] }),
      markChangelogRead: () => ({ data: { markChangelogRead: true } }),
    });
    await renderRoute(<WhatsNewPanel opened onClose={() => {}} />, '/', { namespaces: ['changelog'] });
    expect(await screen.findByText("What's new could not be loaded.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
