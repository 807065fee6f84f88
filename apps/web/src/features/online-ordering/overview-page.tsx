import {
  Anchor,
  Badge,
  Button,
  CopyButton,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconClock, IconCopy, IconExternalLink, IconWorld } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadErrorOf, type RequestResult } from '../../lib/request.ts';
import { LicenseNotice, licenceGate } from '../../ui/license-notice.tsx';
import { LoadError } from '../../ui/list-page.tsx';
import { EmptyState, Page } from '../../ui/page.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { useSession } from '../session/index.ts';
import {
  ONLINE_OVERVIEW_KEY,
  type OnlineVenue,
  onlineOverviewQuery,
  type PauseLength,
  pauseOnlineOrdering,
  resumeOnlineOrdering,
} from './use-online-overview.ts';
import { venueStatus } from './venue-state.ts';

const PAUSE_LENGTHS: PauseLength[] = [15, 30, 60, 'closing'];

/**
 * /online-ordering: a card per venue the user may see — online ordering on or off, open now and
 * until when, paused, today's online orders and sales, the guest page's link and QR code, and the
 * pause switch ("not taking orders for 30 minutes").
 */
export function OnlineOrderingOverviewPage() {
  const { t } = useTranslation('online-ordering');
  // §6: without an APP licence guests cannot order; the screen says why instead of the overview.
  const { unlicensed, canBuy } = licenceGate(useSession(), 'appOrders');
  const overview = useQuery({ ...onlineOverviewQuery(), enabled: !unlicensed });
  const error = loadErrorOf(overview.error);
  let body: React.ReactNode;
  if (unlicensed) {
    body = (
      <LicenseNotice
        title={t('licence.title')}
        text={t('licence.text')}
        askText={t('licence.ask')}
        linkLabel={t('licence.link')}
        canBuy={canBuy}
      />
    );
  } else if (error) {
    body = (
      <LoadError
        title={t('overview.loadFailed')}
        codes={error.codes}
        onRetry={() => void overview.refetch()}
      />
    );
  } else if (!overview.data) {
    body = (
      <SimpleGrid cols={{ base: 1, md: 2 }} role="status" aria-label={t('overview.loading')}>
        <Skeleton h={260} />
        <Skeleton h={260} />
      </SimpleGrid>
    );
  } else if (overview.data.length === 0) {
    body = <EmptyState icon={<IconWorld size={26} />} title={t('overview.empty')} />;
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {overview.data.map((venue) => (
          <VenueCard key={venue.venueId} venue={venue} />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Page
      title={t('overview.title')}
      description={t('overview.description')}
      actions={
        <Button
          component={Link}
          to="/online-ordering/opening-hours"
          variant="default"
          leftSection={<IconClock size={16} />}
        >
          {t('overview.openingHours')}
        </Button>
      }
    >
      {body}
    </Page>
  );
}

function StatusBadge({ venue }: { venue: OnlineVenue }) {
  const { t } = useTranslation('online-ordering');
  const status = venueStatus(venue, useFormats());
  switch (status.kind) {
    case 'paused':
      return (
        <Badge variant="dot" color="orange">
          {t('status.pausedUntil', { time: status.until })}
        </Badge>
      );
    case 'noHours':
      return (
        <Badge variant="dot" color="yellow">
          {t('status.noHours')}
        </Badge>
      );
    case 'open':
      return (
        <Badge variant="dot" color="green">
          {status.until ? t('status.openUntil', { time: status.until }) : t('status.openAllDay')}
        </Badge>
      );
    default:
      return (
        <Badge variant="dot" color="gray">
          {status.opens ? t(`status.closedOpens.${status.when}`, { time: status.opens }) : t('status.closed')}
        </Badge>
      );
  }
}

function VenueCard({ venue }: { venue: OnlineVenue }) {
  const { t } = useTranslation('online-ordering');
  const formats = useFormats();
  const client = useQueryClient();
  const toast = useToast();
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const paused = venue.pausedUntil !== null;

  async function change(action: () => Promise<RequestResult<unknown>>, done: string) {
    setBusy(true);
    const result = await action();
    setBusy(false);
    if (!result.success) {
      const key = result.fieldErrors[0]?.message;
      toast.error(key ? t(key as 'validation.notOpen') : result.error);
      return;
    }
    toast.success(done);
    await client.invalidateQueries({ queryKey: ONLINE_OVERVIEW_KEY });
  }

  const pause = (length: PauseLength) =>
    change(() => pauseOnlineOrdering(venue.venueId, length), t('pause.paused', { venue: venue.venueName }));
  const resume = () =>
    change(() => resumeOnlineOrdering(venue.venueId), t('pause.resumed', { venue: venue.venueName }));

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={venue.venueName}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} size="h3">
            {venue.venueName}
          </Title>
          <Group gap={6}>
            <Badge variant="dot" color={venue.enabled ? 'teal' : 'gray'}>
              {venue.enabled ? t('status.enabled') : t('status.disabled')}
            </Badge>
            <StatusBadge venue={venue} />
          </Group>
        </Group>

        <Group gap="xl">
          <div>
            <Text size="sm" c="dimmed">
              {t('overview.todayOrders')}
            </Text>
            <Text fw={700} size="xl">
              {formats.number(venue.todayOrders)}
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {t('overview.todaySales')}
            </Text>
            <Text fw={700} size="xl">
              {formats.money(venue.todaySales, venue.currency)}
            </Text>
          </div>
        </Group>

        <Group align="flex-start" gap="md" wrap="nowrap">
          <Image
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(venue.qrSvg)}`}
            alt={t('overview.qrAlt', { venue: venue.venueName })}
            w={112}
            h={112}
            style={{ flexShrink: 0 }}
          />
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              {t('overview.guestPage')}
            </Text>
            <Anchor
              href={venue.guestUrl}
              target="_blank"
              rel="noreferrer"
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              {venue.guestUrl} <IconExternalLink size={12} aria-hidden />
            </Anchor>
            <CopyButton value={venue.guestUrl}>
              {({ copied, copy }) => (
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconCopy size={14} />}
                  onClick={copy}
                  w="fit-content"
                >
                  {copied ? t('overview.copied') : t('overview.copyLink')}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Group>

        <Switch
          label={paused ? t('pause.pausedLabel') : t('pause.label')}
          checked={paused || choosing}
          disabled={busy}
          onChange={() => {
            if (paused) void resume();
            else setChoosing(!choosing);
          }}
        />
        {choosing && !paused && (
          // The pause's length, right under the switch that asked for it.
          <Group gap="xs" role="group" aria-label={t('pause.menuTitle')}>
            {PAUSE_LENGTHS.map((length) => (
              <Button
                key={length}
                size="xs"
                variant="default"
                onClick={() => {
                  setChoosing(false);
                  void pause(length);
                }}
              >
                {length === 'closing' ? t('pause.untilClosing') : t('pause.minutes', { minutes: length })}
              </Button>
            ))}
          </Group>
        )}
        {!venue.enabled && (
          <Text size="sm" c="dimmed">
            {t('overview.disabledHint')}{' '}
            <Anchor component={Link} to="/online-ordering/settings" size="sm" underline="always">
              {t('overview.settings')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
