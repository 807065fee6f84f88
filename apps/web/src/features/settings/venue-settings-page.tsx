import { isVenueRestricted } from '@fika/domain';
import { Button, Paper } from '@mantine/core';
import { IconBuildingStore, IconDeviceDesktop, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Page } from '../../ui/page.tsx';
import { useSession } from '../session/index.ts';
import { LoadFailed, SettingsSkeleton } from './settings-states.tsx';
import { type SettingsVenue, settingsVenuesQuery } from './use-settings.ts';
import { VenueActiveDialog } from './venue-active-dialog.tsx';
import { VenueFormDialog } from './venue-form.tsx';
import { VenueList } from './venue-list.tsx';

/**
 * /settings/venues: the venues the user may see; create, edit, deactivate and reactivate them.
 * `createNew` (the URL's `?id=new`) opens the New venue form at once.
 */
export function VenueSettingsPage({ createNew = false }: { createNew?: boolean }) {
  const { t } = useTranslation('settings');
  const venues = useQuery(settingsVenuesQuery);
  // New venues reach beyond the venues a restricted administrator has; the server refuses them.
  const canCreate = !isVenueRestricted(useSession().permissions);
  // The edited venue stays while the dialog closes, so its title does not change mid-animation.
  const [form, setForm] = useState<{ opened: boolean; venue: SettingsVenue | null }>({
    opened: createNew && canCreate,
    venue: null,
  });
  const [toggling, setToggling] = useState<SettingsVenue | null>(null);

  const actions = (
    <>
      <Button
        component={Link}
        to="/settings/terminals"
        variant="default"
        leftSection={<IconDeviceDesktop size={16} />}
      >
        {t('venues.terminals')}
      </Button>
      {canCreate && (
        <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ opened: true, venue: null })}>
          {t('venues.new')}
        </Button>
      )}
    </>
  );

  let content: ReactNode;
  if (venues.isPending) content = <SettingsSkeleton rows={3} label={t('venues.loading')} />;
  else if (venues.isError)
    content = (
      <LoadFailed title={t('venues.loadFailed')} error={venues.error} onRetry={() => void venues.refetch()} />
    );
  else if (venues.data.length === 0)
    content = (
      <Paper withBorder p="lg">
        <EmptyState icon={<IconBuildingStore size={26} />} title={t('venues.empty.title')}>
          {canCreate ? t('venues.empty.text') : t('venues.empty.restricted')}
        </EmptyState>
      </Paper>
    );
  else
    content = (
      <Paper withBorder p={0}>
        <VenueList
          venues={venues.data}
          onEdit={(venue) => setForm({ opened: true, venue })}
          onToggleActive={setToggling}
        />
      </Paper>
    );

  return (
    <Page title={t('venues.title')} description={t('venues.description')} actions={actions}>
      {content}
      <VenueFormDialog
        opened={form.opened}
        venue={form.venue}
        onClose={() => setForm((current) => ({ ...current, opened: false }))}
      />
      <VenueActiveDialog venue={toggling} onClose={() => setToggling(null)} />
    </Page>
  );
}
