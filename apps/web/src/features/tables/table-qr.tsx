import { Button, CopyButton, Group, Image, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../ui/toasts.tsx';
import { downloadQrSheet, type QrSheetTarget, tableQrQuery } from './use-tables.ts';

/** Downloads a QR sheet and says so when it failed; `busy` while the PDF is on its way. */
export function useQrDownload(): { busy: boolean; download: (target: QrSheetTarget) => Promise<void> } {
  const { t } = useTranslation('tables');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async (target: QrSheetTarget) => {
    setBusy(true);
    const ok = await downloadQrSheet(target);
    setBusy(false);
    if (!ok) toast.error(t('qr.downloadFailed'));
  };
  return { busy, download };
}

/** A table's QR code in its drawer: the preview, the guest link to copy, and its printable PDF. */
export function TableQr({ tableId, venueId, code }: { tableId: string; venueId: string; code: string }) {
  const { t } = useTranslation('tables');
  const qr = useQuery(tableQrQuery(tableId));
  const { busy, download } = useQrDownload();
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('qr.title')}</Text>
      <Text size="sm" c="dimmed">
        {t('qr.hint')}
      </Text>
      {qr.data ? (
        <Image
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.data.qrSvg)}`}
          alt={t('qr.alt', { code })}
          w={160}
          h={160}
        />
      ) : (
        <Skeleton w={160} h={160} />
      )}
      {qr.data && (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('qr.link')}
            value={qr.data.guestUrl}
            readOnly
            style={{ flex: 1, minWidth: 0 }}
          />
          <CopyButton value={qr.data.guestUrl}>
            {({ copied, copy }) => (
              <Button variant="default" leftSection={<IconCopy size={16} />} onClick={copy}>
                {copied ? t('qr.copied') : t('qr.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      )}
      <Button
        variant="light"
        leftSection={<IconDownload size={16} />}
        loading={busy}
        onClick={() => void download({ venueId, tableId })}
      >
        {t('qr.download')}
      </Button>
    </Stack>
  );
}
