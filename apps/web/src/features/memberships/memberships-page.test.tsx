import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { MembershipsPage } from './memberships-page.tsx';

const level = (id: string, en: string, points: number, isDefault = false) => ({
  id,
  title: { en, se: null, es: null, no: null },
  description: { en: null, se: null, es: null, no: null },
  discountPercentage: points > 0 ? 5 : 0,
  pointsRequired: points,
  primaryColor: '#a0522d',
  secondaryColor: '#f6e7dc',
  imageId: null,
  isDefault,
  memberCount: 3,
});

function serve() {
  mockGraphQL({
    backOfficeSession: () => sessionData(),
    membershipLevels: () => ({
      data: { membershipLevels: [level('l2', 'Silver', 500), level('l1', 'Bronze', 0, true)] },
    }),
  });
}

describe('MembershipsPage', () => {
  afterEach(cleanup);

  it('lists the levels by points, marking the default', async () => {
    serve();
    await renderRoute(<MembershipsPage />, '/online-ordering/members/memberships', {
      namespaces: ['backoffice', 'members'],
    });
    const bronze = (await screen.findByText('Bronze')).closest('tr') as HTMLElement;
    expect(within(bronze).getByText('Default')).toBeTruthy();
    const rows = screen.getAllByRole('row').map((r) => r.textContent ?? '');
    expect(rows.findIndex((r) => r.includes('Bronze'))).toBeLessThan(
      rows.findIndex((r) => r.includes('Silver')),
    );
  });
});
