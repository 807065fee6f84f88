import { ActionIcon, Badge, CopyButton, Group, Select, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconTicket } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadErrorOf } from '../../lib/request.ts';
import { useEntityParam } from '../../ui/entity-drawer.tsx';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { PromoCodeDrawer } from './promo-code-drawer.tsx';
import { localized, type PromoCode, promoCodesQuery } from './use-loyalty.ts';

const STATUS_COLOR: Record<PromoCode['status'], string> = {
  ACTIVE: 'green',
  SCHEDULED: 'blue',
  INACTIVE: 'gray',
  EXPIRED: 'orange',
  USED_UP: 'red',
};
const STATUSES = Object.keys(STATUS_COLOR) as PromoCode['status'][];

/** /online-ordering/members/promo-codes: the codes guests type, their status and use; the drawer (?id=). */
export function PromoCodesPage() {
  const { t, i18n } = useTranslation('loyalty');
  const formats = useFormats();
  const entity = useEntityParam();
  const codes = useQuery(promoCodesQuery);
  const [status, setStatus] = useState<string | null>(null);
  const error = loadErrorOf(codes.error);
  const rows = status ? codes.data?.filter((c) => c.status === status) : codes.data;
  const columns: ListColumn<PromoCode>[] = [
    {
      key: 'code',
      header: t('promo.columns.code'),
      sortValue: (c) => c.code,
      render: (c) => (
        <Group gap={4} wrap="nowrap">
          <Text fw={600} ff="monospace">
            {c.code}
          </Text>
          <CopyButton value={c.code}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('promo.copied') : t('promo.copy')}>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-label={t('promo.copyCode', { code: c.code })}
                  onClick={(event) => {
                    event.stopPropagation();
                    copy();
                  }}
                >
                  {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      ),
    },
    {
      key: 'title',
      header: t('promo.columns.title'),
      sortValue: (c) => localized(c.title, i18n.language),
      render: (c) => localized(c.title, i18n.language),
    },
    {
      key: 'status',
      header: t('promo.columns.status'),
      sortValue: (c) => c.status,
      render: (c) => (
        <Badge color={STATUS_COLOR[c.status]} variant="light">
          {t(`promo.status.${c.status}`)}
        </Badge>
      ),
    },
    {
      key: 'uses',
      header: t('promo.columns.uses'),
      align: 'right',
      sortValue: (c) => c.uses,
      render: (c) =>
        c.maxUses === null
          ? formats.number(c.uses)
          : t('promo.usesOf', { uses: formats.number(c.uses), max: formats.number(c.maxUses) }),
    },
    {
      key: 'validity',
      header: t('promo.columns.validity'),
      sortValue: (c) => c.endsAt ?? '',
      render: (c) =>
        c.startsAt || c.endsAt
          ? `${c.startsAt ? formats.date(c.startsAt) : '…'} – ${c.endsAt ? formats.date(c.endsAt) : '…'}`
          : t('promo.always'),
    },
  ];
  return (
    <ListPage<PromoCode>
      title={t('pages.promoCodes', { ns: 'backoffice' })}
      description={t('promo.description')}
      rows={rows}
      rowKey={(c) => c.id}
      columns={columns}
      loading={codes.isPending}
      error={error}
      onRetry={() => void codes.refetch()}
      searchText={(c) => `${c.code} ${c.title.en ?? ''} ${c.title.se ?? ''} ${c.title.es ?? ''}`}
      initialSort={{ key: 'code', direction: 'asc' }}
      filters={
        <Select
          aria-label={t('promo.filterStatus')}
          placeholder={t('promo.anyStatus')}
          data={STATUSES.map((s) => ({ value: s, label: t(`promo.status.${s}`) }))}
          value={status}
          onChange={setStatus}
          clearable
          w={180}
        />
      }
      primaryAction={{ label: t('promo.new'), onClick: entity.openNew }}
      onRowClick={(c) => entity.open(c.id)}
      rowLabel={(c) => c.code}
      empty={{ title: t('promo.empty.title'), text: t('promo.empty.text'), icon: <IconTicket size={26} /> }}
    >
      <PromoCodeDrawer
        key={entity.id ?? 'closed'}
        entity={entity}
        codes={codes.data}
        load={{ error, retry: () => void codes.refetch() }}
      />
    </ListPage>
  );
}
