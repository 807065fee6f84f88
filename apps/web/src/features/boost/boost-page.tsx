import { Badge, Button, Card, Group, Loader, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadErrorOf } from '../../lib/request.ts';
import { useConfirm } from '../../ui/confirm.tsx';
import { LoadError } from '../../ui/list-page.tsx';
import { EmptyState, Page } from '../../ui/page.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { useSession } from '../session/index.ts';
import { PaymentsAccountSection } from './payments-account-section.tsx';
import {
  type BoostHolder,
  boostOffersQuery,
  type GrantOffer,
  requestBoost,
  useRefreshBoost,
} from './use-boost.ts';

type Key = ParseKeys<'boost'>;

/** Basis points as a percentage: 1200 → 12 %. */
const percentOf = (basisPoints: number) => basisPoints / 100;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

function CurrentGrant({ holder }: { holder: BoostHolder }) {
  const { t } = useTranslation('boost');
  const f = useFormats();
  const grant = holder.currentGrantOffer;
  const repayment = holder.repayment;
  if (!grant || !repayment) return null;
  const money = (minor: number) => f.money(minor, grant.currency);
  return (
    <Card withBorder padding="lg" aria-labelledby="boost-current">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="boost-current">
            {t('current.title')}
          </Title>
          <Badge color={repayment.remaining === 0 ? 'green' : 'fika'} variant="light">
            {repayment.remaining === 0 ? t('current.repaid') : t('current.repaying')}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure label={t('offer.amount')} value={money(grant.amount)} />
          <Figure label={t('offer.fee')} value={money(grant.fee)} />
          <Figure label={t('offer.rate')} value={f.percent(percentOf(grant.repaymentRate))} />
          <Figure label={t('current.grantedAt')} value={f.date(repayment.grantedAt)} />
        </SimpleGrid>
        <Stack gap={4}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">
              {t('current.repaidOf', { repaid: money(repayment.repaid), total: money(repayment.total) })}
            </Text>
            <Text size="sm" fw={600}>
              {f.percent(repayment.percent)}
            </Text>
          </Group>
          <Progress
            value={repayment.percent}
            size="lg"
            aria-label={t('current.progress')}
            aria-valuetext={f.percent(repayment.percent)}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Figure label={t('current.remaining')} value={money(repayment.remaining)} />
          <Figure
            label={t('current.expectedEnd')}
            value={repayment.expectedEndDay ? f.day(repayment.expectedEndDay) : t('current.noSales')}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('current.how', { rate: f.percent(percentOf(grant.repaymentRate)) })}
        </Text>
      </Stack>
    </Card>
  );
}

function OfferCard({
  offer,
  busy,
  onRequest,
}: {
  offer: GrantOffer;
  busy: boolean;
  onRequest: (offer: GrantOffer) => void;
}) {
  const { t } = useTranslation('boost');
  const f = useFormats();
  const money = (minor: number) => f.money(minor, offer.currency);
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm" h="100%">
        <Text size="xl" fw={700}>
          {money(offer.amount)}
        </Text>
        <SimpleGrid cols={2} spacing="xs">
          <Figure label={t('offer.fee')} value={money(offer.fee)} />
          <Figure label={t('offer.rate')} value={f.percent(percentOf(offer.repaymentRate))} />
          <Figure label={t('offer.total')} value={money(offer.amount + offer.fee)} />
          {offer.termDays !== null && <Figure label={t('offer.term')} value={f.number(offer.termDays)} />}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('offer.expires', { date: f.date(offer.expiresAt) })}
        </Text>
        <Button mt="auto" loading={busy} onClick={() => onRequest(offer)}>
          {t('offer.request')}
        </Button>
      </Stack>
    </Card>
  );
}

function Offers({ legalEntityId }: { legalEntityId: string }) {
  const { t } = useTranslation('boost');
  const f = useFormats();
  const confirm = useConfirm();
  const toast = useToast();
  const refresh = useRefreshBoost();
  const [busy, setBusy] = useState<string | null>(null);
  const query = useQuery(boostOffersQuery(legalEntityId));
  const error = loadErrorOf(query.error);
  if (error) {
    return (
      <LoadError title={t('offers.loadFailed')} codes={error.codes} onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('offers.loading')} />
      </Group>
    );
  }
  const holders = query.data.accountHolders;
  const current = holders.find((h) => h.currentGrantOffer !== null);
  const offers = current ? [] : holders.flatMap((h) => h.availableGrantOffers.grantOffers);

  const onRequest = async (offer: GrantOffer) => {
    const money = f.money(offer.amount, offer.currency);
    const ok = await confirm({
      title: t('offer.confirmTitle', { amount: money }),
      message: t('offer.confirmMessage', {
        amount: money,
        fee: f.money(offer.fee, offer.currency),
        rate: f.percent(percentOf(offer.repaymentRate)),
      }),
      confirmLabel: t('offer.request'),
    });
    if (!ok) return;
    setBusy(offer.id);
    try {
      const result = await requestBoost(legalEntityId, offer.id);
      const outcome = result.success ? result.data.requestBoost : null;
      if (outcome?.success) toast.success(t('offer.requested', { amount: money }));
      else {
        const code = outcome?.errorCode;
        toast.error(code ? t(`errors.${code}` as Key) : t('errors.GRANT_REQUEST_REFUSED'));
      }
      await refresh();
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="md">
      {current && <CurrentGrant holder={current} />}
      {!current && (
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('offers.title')}
          </Title>
          {offers.length === 0 ? (
            <EmptyState icon={<IconRocket size={24} />} title={t('offers.empty')}>
              {t('offers.emptyHint')}
            </EmptyState>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {offers.map((offer) => (
                <OfferCard
                  key={offer.id}
                  offer={offer}
                  busy={busy === offer.id}
                  onRequest={(o) => void onRequest(o)}
                />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** Boost (§2.3, §7): the legal entity's grant offers, the current grant's repayment, and its payments account. */
export function BoostPage() {
  const { t } = useTranslation('boost');
  const { metadata } = useSession();
  const legalEntityId = metadata.legalEntityId ?? null;
  return (
    <Page
      title={t('title')}
      description={
        <Group gap="xs" component="span" wrap="wrap">
          <span>{t('description')}</span>
          <Badge color="yellow" variant="light" component="span">
            {t('sandbox')}
          </Badge>
        </Group>
      }
    >
      {legalEntityId ? (
        <Stack gap="xl">
          <Offers legalEntityId={legalEntityId} />
          <PaymentsAccountSection legalEntityId={legalEntityId} />
        </Stack>
      ) : (
        <EmptyState title={t('noEntity')}>{t('noEntityHint')}</EmptyState>
      )}
    </Page>
  );
}
