import { Badge, Button, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatIdleTimeout } from './options.ts';
import type { SettingsVenue } from './use-settings.ts';

/** Props of {@link VenueList}. */
export interface VenueListProps {
  venues: readonly SettingsVenue[];
  onEdit: (venue: SettingsVenue) => void;
  onToggleActive: (venue: SettingsVenue) => void;
}

// §9 breakpoint 768 px (the theme's sm): a table from there up, cards below.
const WIDE = '(min-width: 48em)';

/** The venues as a table on wide screens and as cards on narrow ones. */
export function VenueList(props: VenueListProps) {
  const wide = useMediaQuery(WIDE, true, { getInitialValueInEffect: false });
  return wide ? <VenueTable {...props} /> : <VenueCards {...props} />;
}

function useVenueText() {
  const { t, i18n } = useTranslation('settings');
  const notSet = (
    <Text span c="dimmed" size="sm">
      {t('venues.notSet')}
    </Text>
  );
  return {
    t,
    city: (venue: SettingsVenue) => venue.location?.city || notSet,
    phone: (venue: SettingsVenue) => (venue.phone && venue.phone !== '0' ? venue.phone : notSet),
    timezone: (venue: SettingsVenue) => venue.timezone.replaceAll('_', ' '),
    idle: (venue: SettingsVenue) => formatIdleTimeout(t, i18n.language, venue.staffIdleTimeout),
  };
}

function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('settings');
  return (
    <Badge
      color={active ? 'teal' : 'gray'}
      variant="light"
      // Never shortened to "ACTI…" by a narrow table cell.
      styles={{ root: { flexShrink: 0, minWidth: 'max-content' }, label: { overflow: 'visible' } }}
    >
      {active ? t('venues.status.active') : t('venues.status.inactive')}
    </Badge>
  );
}

function VenueActions({
  venue,
  onEdit,
  onToggleActive,
}: Omit<VenueListProps, 'venues'> & { venue: SettingsVenue }) {
  const { t } = useTranslation('settings');
  const name = venue.name;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        onClick={() => onEdit(venue)}
        aria-label={t('venues.editNamed', { name })}
      >
        {t('venues.edit')}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color={venue.active ? 'red' : 'teal'}
        onClick={() => onToggleActive(venue)}
        aria-label={
          venue.active ? t('venues.deactivateNamed', { name }) : t('venues.reactivateNamed', { name })
        }
      >
        {venue.active ? t('venues.deactivate') : t('venues.reactivate')}
      </Button>
    </Group>
  );
}

function VenueName({ venue }: { venue: SettingsVenue }) {
  return (
    <div>
      <Text fw={600}>{venue.name}</Text>
      {venue.legalName && venue.legalName !== venue.name && (
        <Text size="xs" c="dimmed">
          {venue.legalName}
        </Text>
      )}
    </div>
  );
}

function VenueTable({ venues, ...actions }: VenueListProps) {
  const text = useVenueText();
  const { t } = text;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('venues.columns.name')}</Table.Th>
            <Table.Th>{t('venues.columns.city')}</Table.Th>
            <Table.Th>{t('venues.columns.phone')}</Table.Th>
            <Table.Th>{t('venues.columns.timezone')}</Table.Th>
            <Table.Th>{t('venues.columns.idleTimeout')}</Table.Th>
            <Table.Th>{t('venues.columns.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('venues.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {venues.map((venue) => (
            <Table.Tr key={venue.id}>
              <Table.Td>
                <VenueName venue={venue} />
              </Table.Td>
              <Table.Td>{text.city(venue)}</Table.Td>
              <Table.Td>{text.phone(venue)}</Table.Td>
              <Table.Td>{text.timezone(venue)}</Table.Td>
              <Table.Td>{text.idle(venue)}</Table.Td>
              <Table.Td>
                <StatusBadge active={venue.active} />
              </Table.Td>
              <Table.Td>
                <VenueActions venue={venue} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function VenueCards({ venues, ...actions }: VenueListProps) {
  const text = useVenueText();
  const { t } = text;
  const rows = (venue: SettingsVenue) => [
    { key: 'city', label: t('venues.columns.city'), value: text.city(venue) },
    { key: 'phone', label: t('venues.columns.phone'), value: text.phone(venue) },
    { key: 'timezone', label: t('venues.columns.timezone'), value: text.timezone(venue) },
    { key: 'idle', label: t('venues.columns.idleTimeout'), value: text.idle(venue) },
  ];
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {venues.map((venue) => (
        <Card key={venue.id} withBorder component="li" padding="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm">
            <VenueName venue={venue} />
            <StatusBadge active={venue.active} />
          </Group>
          <Stack gap={4} component="dl" m={0} mb="md">
            {rows(venue).map((row) => (
              <Group key={row.key} gap="xs" wrap="nowrap" align="baseline">
                <Text component="dt" size="sm" c="dimmed" miw={140}>
                  {row.label}
                </Text>
                <Text component="dd" size="sm" m={0}>
                  {row.value}
                </Text>
              </Group>
            ))}
          </Stack>
          <VenueActions venue={venue} {...actions} />
        </Card>
      ))}
    </Stack>
  );
}
