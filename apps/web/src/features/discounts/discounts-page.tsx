import type { OfferType } from '@fika/domain';
import { OFFER_CHANNELS, OFFER_TYPES } from '@fika/domain';
import { Badge, Loader, Select, Tabs, Text } from '@mantine/core';
import { IconDiscount } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyCurrency } from '../../lib/company.tsx';
import { loadErrorOf } from '../../lib/request.ts';
import { useEntityParam } from '../../ui/entity-drawer.tsx';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { Page } from '../../ui/page.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { useUrlSearch } from '../../ui/use-url-search.ts';
import { useSession } from '../session/index.ts';
import { BasketPreview } from './basket-preview-slot.tsx';
import { type DiscountsSearch, type DiscountsTab, offerFilterOf } from './discounts-search.ts';
import { OfferDrawer } from './offer-drawer.tsx';
import { type Offer, offersQuery } from './use-discounts.ts';

const rowKey = (row: Offer) => row.id;
const rowLabel = (row: Offer) => row.name;

/** The tab bar of /discounts: the offers and the test basket (when the preview is there). */
function DiscountsTabs({ tab, onChange }: { tab: DiscountsTab; onChange: (tab: DiscountsTab) => void }) {
  const { t } = useTranslation('discounts');
  if (!BasketPreview) return null;
  return (
    <Tabs value={tab} onChange={(value) => onChange((value as DiscountsTab | null) ?? 'offers')}>
      <Tabs.List aria-label={t('tabs.label')}>
        <Tabs.Tab value="offers">{t('tabs.offers')}</Tabs.Tab>
        <Tabs.Tab value="basket">{t('tabs.basket')}</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}

/**
 * /discounts (POS_CUSTOMIZATION): every offer, searched and filtered on the server (filters in
 * the URL), the offer drawer (`?id=`, `?id=new`), and the test basket tab.
 */
export function DiscountsPage() {
  const { t } = useTranslation('discounts');
  const [search, setSearch] = useUrlSearch<DiscountsSearch>();
  const tab: DiscountsTab = search.tab === 'basket' && BasketPreview ? 'basket' : 'offers';
  const tabs = (
    <DiscountsTabs tab={tab} onChange={(next) => setSearch({ tab: next === 'offers' ? undefined : next })} />
  );
  if (tab === 'basket' && BasketPreview) {
    return (
      <Page title={t('pages.discounts', { ns: 'backoffice' })} description={t('description')}>
        {tabs}
        <Suspense fallback={<Loader size="sm" />}>
          <BasketPreview />
        </Suspense>
      </Page>
    );
  }
  return <OffersList search={search} setSearch={setSearch} tabs={tabs} />;
}

function OffersList({
  search,
  setSearch,
  tabs,
}: {
  search: DiscountsSearch;
  setSearch: (patch: Partial<DiscountsSearch>) => void;
  tabs: React.ReactNode;
}) {
  const { t } = useTranslation('discounts');
  const entity = useEntityParam();
  const { venues } = useSession();
  const formats = useFormats();
  const currency = useCompanyCurrency();
  const filter = useMemo(() => offerFilterOf(search), [search]);
  const query = useQuery(offersQuery(filter));
  const load = { error: loadErrorOf(query.error), retry: () => void query.refetch() };
  const venueName = useCallback((id: string) => venues.find((v) => v.id === id)?.name ?? '', [venues]);

  const valueText = (o: Offer) => {
    if (o.type === 'VISUAL') return t('value.none');
    if (o.type === 'STAGED_INDIVIDUAL') return t('value.perChoice');
    const value =
      o.discountType === 'PERCENTAGE' ? formats.percent(o.value) : formats.money(o.value, currency);
    return t(`value.${o.discountType}`, { value });
  };
  const whenOf = (o: Offer) => {
    const parts: string[] = [];
    if (o.startsOn && o.endsOn)
      parts.push(t('when.between', { start: formats.day(o.startsOn), end: formats.day(o.endsOn) }));
    else if (o.startsOn) parts.push(t('when.from', { date: formats.day(o.startsOn) }));
    else if (o.endsOn) parts.push(t('when.until', { date: formats.day(o.endsOn) }));
    if (o.schedule.length > 0) parts.push(t('when.scheduled', { count: o.schedule.length }));
    return parts.length > 0 ? parts.join(' · ') : t('when.always');
  };

  const columns: ListColumn<Offer>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      render: (o) => (
        <div>
          <Text fw={600}>{o.name}</Text>
          {o.description && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {o.description}
            </Text>
          )}
        </div>
      ),
    },
    { key: 'type', header: t('columns.type'), render: (o) => t(`types.${o.type}`) },
    { key: 'value', header: t('columns.value'), render: valueText },
    { key: 'when', header: t('columns.when'), render: whenOf },
    {
      key: 'where',
      header: t('columns.where'),
      render: (o) =>
        o.venueIds.length === 0 ? t('everyVenue') : o.venueIds.map(venueName).filter(Boolean).join(', '),
    },
    {
      key: 'status',
      header: t('columns.status'),
      render: (o) => (
        <Badge variant="light" color={o.active ? 'green' : 'gray'}>
          {o.active ? t('status.active') : t('status.inactive')}
        </Badge>
      ),
    },
  ];

  return (
    <ListPage<Offer>
      title={t('pages.discounts', { ns: 'backoffice' })}
      description={t('description')}
      above={tabs}
      rows={query.data}
      loading={query.isFetching && query.isPlaceholderData}
      error={load.error}
      onRetry={load.retry}
      rowKey={rowKey}
      rowLabel={rowLabel}
      columns={columns}
      search={{ value: search.q ?? '', onChange: (q) => setSearch({ q: q || undefined }) }}
      searchLabel={t('filters.search')}
      searchPlaceholder={t('filters.searchPlaceholder')}
      filters={
        <>
          <Select
            aria-label={t('filters.type')}
            placeholder={t('filters.allTypes')}
            data={OFFER_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            value={search.type ?? null}
            onChange={(type) => setSearch({ type: (type as OfferType | null) ?? undefined })}
            clearable
            w={190}
          />
          <Select
            aria-label={t('filters.status')}
            placeholder={t('filters.anyStatus')}
            data={[
              { value: 'yes', label: t('status.active') },
              { value: 'no', label: t('status.inactive') },
            ]}
            value={search.active ?? null}
            onChange={(active) => setSearch({ active: (active as DiscountsSearch['active']) ?? undefined })}
            clearable
            w={150}
          />
          {venues.length > 1 && (
            <Select
              aria-label={t('filters.venue')}
              placeholder={t('filters.allVenues')}
              data={venues.map((v) => ({ value: v.id, label: v.name }))}
              value={search.venue ?? null}
              onChange={(venue) => setSearch({ venue: venue ?? undefined })}
              clearable
              w={180}
            />
          )}
          <Select
            aria-label={t('filters.channel')}
            placeholder={t('filters.allChannels')}
            data={OFFER_CHANNELS.map((channel) => ({ value: channel, label: t(`channels.${channel}`) }))}
            value={search.channel ?? null}
            onChange={(channel) =>
              setSearch({ channel: (channel as DiscountsSearch['channel']) ?? undefined })
            }
            clearable
            w={150}
          />
        </>
      }
      primaryAction={{ label: t('new'), onClick: entity.openNew }}
      onRowClick={(o) => entity.open(o.id)}
      activeRowKey={search.id}
      rowTestId={(o) => `offer-row-${o.name}`}
      empty={{ title: t('empty.title'), text: t('empty.text'), icon: <IconDiscount size={26} /> }}
    >
      <OfferDrawer key={entity.id ?? 'closed'} entity={entity} offers={query.data} load={load} />
    </ListPage>
  );
}
