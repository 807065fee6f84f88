import { ALL_FEATURES_LICENSED } from '@fika/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { FloorPlanPage } from './floor-plan-page.tsx';

describe('FloorPlanPage', () => {
  afterEach(cleanup);

  it('without table service licensed explains it and links to Licences instead of the editor (§6)', async () => {
    const fetchMock = mockGraphQL({
      backOfficeSession: () =>
        sessionData(
          { scopes: ['POS_CUSTOMIZATION', 'SETTINGS'], venueIds: [] },
          { ...ALL_FEATURES_LICENSED, tableService: false },
        ),
    });
    await renderRoute(<FloorPlanPage />, '/tables/floor-plan', { namespaces: ['backoffice', 'floor-plans'] });
    const notice = await screen.findByTestId('license-notice');
    expect(within(notice).getByText('Table service needs a licence')).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Go to Licences' }).getAttribute('href')).toBe(
      '/licenses',
    );
    expect(callsTo(fetchMock, 'FloorPlans')).toHaveLength(0);
  });
});
