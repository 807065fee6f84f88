import { canOpenPath, isVenueRestricted } from '@fika/domain';
import { Button, Paper } from '@mantine/core';
import { IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState, Page } from '../../ui/page.tsx';
import { useSession } from '../session/index.ts';
import type { PageKey } from './pages.ts';

/** Where the first venue is created: the venue screen, whose `?id=new` opens the New venue form. */
const VENUES_PATH = '/settings/venues';

/**
 * What a company without a venue is shown instead of a screen that works per venue, and on the
 * dashboard: why there is nothing yet, and the way to create the first venue — or, for a user who
 * may not create one, whom to ask.
 */
export function FirstVenueCall({ page }: { page: PageKey }) {
  const { t } = useTranslation('backoffice');
  const { permissions, metadata } = useSession();
  // New venues reach beyond a venue-restricted user's venues: the server refuses them (§6).
  const canCreate = canOpenPath(permissions, VENUES_PATH, metadata) && !isVenueRestricted(permissions);
  const title = t(`pages.${page}`);
  const why = page === 'dashboard' ? t('firstVenue.dashboard') : t('firstVenue.screen', { page: title });
  return (
    <Page title={title}>
      <Paper withBorder p="lg">
        <EmptyState icon={<IconBuildingStore size={26} />} title={t('firstVenue.title')}>
          {`${why} ${canCreate ? t('firstVenue.createHint') : t('firstVenue.askAdmin')}`}
        </EmptyState>
        {canCreate && (
          <Button
            renderRoot={(props) => <Link {...props} to={VENUES_PATH} search={{ id: 'new' }} />}
            leftSection={<IconPlus size={16} />}
            display="flex"
            mx="auto"
            w="fit-content"
          >
            {t('firstVenue.create')}
          </Button>
        )}
      </Paper>
    </Page>
  );
}
