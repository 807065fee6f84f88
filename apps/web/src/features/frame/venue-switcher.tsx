import { Select, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SESSION_QUERY_KEY, useAuth, useSession } from '../session/index.ts';

/** Chooses the venue the back office works on (§4); a single venue is just named. */
export function VenueSwitcher() {
  const { t } = useTranslation('backoffice');
  const { selectVenue } = useAuth();
  const { venues, venue } = useSession();
  const queryClient = useQueryClient();
  if (venues.length === 0) return null;
  if (venues.length === 1)
    return (
      <Text size="sm" fw={600} px="xs" py={6} truncate data-testid="venue-name">
        <IconBuildingStore
          size={16}
          style={{ verticalAlign: 'text-bottom', marginInlineEnd: 6 }}
          aria-hidden
        />
        {venue?.name}
      </Text>
    );
  return (
    <Select
      label={t('venue.label')}
      size="sm"
      data={venues.map((v) => ({
        value: v.id,
        label: v.active ? v.name : `${v.name} (${t('venue.inactive')})`,
      }))}
      value={venue?.id ?? null}
      allowDeselect={false}
      searchable={venues.length > 6}
      leftSection={<IconBuildingStore size={16} aria-hidden />}
      onChange={(id) => {
        if (!id) return;
        selectVenue(id);
        // Venue-bound data (vouchers, orders, menus) belongs to the previous venue.
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
