import { slugify } from '@fika/domain';
import {
  Alert,
  Button,
  Card,
  CopyButton,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconCopy, IconDownload, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadQrSheet } from '../../lib/qr-sheet.ts';
import { gqlQuery, loadErrorOf } from '../../lib/request.ts';
import { Page } from '../../ui/page.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useSelectedVenue } from '../session/index.ts';
import { ONLINE_QR_QUERY } from './online-qr.graphql.ts';
import { downloadPng, downloadSvg } from './qr-files.ts';

interface QrCode {
  key: string;
  title: string;
  subtitle: string;
  url: string;
  svg: string;
  file: string;
}

function QrCard({ qr }: { qr: QrCode }) {
  const { t } = useTranslation('online-settings');
  const toast = useToast();
  return (
    <Card withBorder padding="sm" data-testid={`qr-${qr.key}`}>
      <Stack gap="xs" align="center">
        <Text fw={700} ta="center">
          {qr.title}
        </Text>
        {qr.subtitle && (
          <Text size="xs" c="dimmed" ta="center">
            {qr.subtitle}
          </Text>
        )}
        <Image
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}`}
          alt={t('qr.alt', { name: qr.title })}
          w={160}
          h={160}
        />
        <Group gap={6} justify="center">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} />}
            onClick={() =>
              void downloadPng(qr.svg, qr.file).then((ok) => ok || toast.error(t('qr.downloadFailed')))
            }
          >
            PNG
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} />}
            onClick={() => downloadSvg(qr.svg, qr.file)}
          >
            SVG
          </Button>
          <CopyButton value={qr.url}>
            {({ copied, copy }) => (
              <Button size="xs" variant="subtle" leftSection={<IconCopy size={14} />} onClick={copy}>
                {copied ? t('link.copied') : t('link.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * /online-ordering/qr (a venue): the venue's guest-page QR code and every active table's (which
 * opens the same page told the table), each to preview, copy and download as PNG or SVG, and one
 * printable PDF sheet of them all.
 */
export function OnlineQrPage() {
  const { t } = useTranslation('online-settings');
  const toast = useToast();
  const venue = useSelectedVenue();
  const venueId = venue?.id ?? '';
  const [printing, setPrinting] = useState(false);
  const codes = useQuery({
    queryKey: ['online-settings', 'qr', venueId],
    queryFn: ({ signal }) => gqlQuery(ONLINE_QR_QUERY, { venueId }, { signal }),
    enabled: venueId !== '',
  });
  const error = loadErrorOf(codes.error);
  const venueName = venue?.name ?? '';
  const list: QrCode[] = codes.data
    ? [
        {
          key: 'venue',
          title: venueName,
          subtitle: t('qr.venueCode'),
          url: codes.data.onlineOrderingSettings.guestUrl,
          svg: codes.data.onlineOrderingSettings.qrSvg,
          file: `qr-${slugify(venueName) || 'venue'}`,
        },
        ...codes.data.tables
          .filter((x) => x.active)
          .map((x) => ({
            key: `table-${x.code}`,
            title: x.code,
            subtitle: x.floorPlanName,
            url: x.guestUrl,
            svg: x.qrSvg,
            file: `qr-${slugify(venueName) || 'venue'}-${slugify(x.code) || 'table'}`,
          })),
      ]
    : [];
  const print = async () => {
    setPrinting(true);
    const ok = await downloadQrSheet({ venueId, includeVenue: true });
    setPrinting(false);
    if (!ok) toast.error(t('qr.downloadFailed'));
  };
  return (
    <Page
      title={t('pages.qrCodes', { ns: 'backoffice' })}
      description={t('qr.description', { venue: venueName })}
      actions={
        <Button leftSection={<IconPrinter size={18} />} loading={printing} onClick={() => void print()}>
          {t('qr.print')}
        </Button>
      }
    >
      {error ? (
        <Alert color="red" title={t('loadFailed')}>
          <Button variant="default" size="xs" mt="xs" onClick={() => void codes.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : !codes.data ? (
        <Group justify="center" p="xl">
          <Loader aria-label={t('loading')} />
        </Group>
      ) : (
        <Stack gap="sm">
          {list.length === 1 && <Text c="dimmed">{t('qr.noTables')}</Text>}
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {list.map((qr) => (
              <QrCard key={qr.key} qr={qr} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Page>
  );
}
