import {
  accountHolderInputSchema,
  BOOST_MESSAGE_KEYS,
  type KycStatus,
  MAX_SHAREHOLDERS,
  SHAREHOLDER_TYPES,
  VALIDATION_MESSAGE_KEYS,
} from '@fika/domain';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadErrorOf, type RequestResult } from '../../lib/request.ts';
import { LoadError } from '../../ui/list-page.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useEntityForm } from '../../ui/use-entity-form.ts';
import type { FormMessages } from '../../ui/use-form-submit.ts';
import {
  createAccountHolder,
  createStore,
  kycLink,
  type PaymentsAccount,
  paymentsAccountQuery,
  useRefreshBoost,
} from './use-boost.ts';

type Key = ParseKeys<'boost'>;

const FORM: FormMessages<'boost'> = {
  ns: 'boost',
  known: new Set<Key>([
    VALIDATION_MESSAGE_KEYS.required,
    VALIDATION_MESSAGE_KEYS.invalid,
    VALIDATION_MESSAGE_KEYS.tooLong,
    VALIDATION_MESSAGE_KEYS.unsupportedCharacter,
    VALIDATION_MESSAGE_KEYS.email,
    ...Object.values(BOOST_MESSAGE_KEYS),
  ]),
  invalid: 'form.invalid',
  toastShownErrors: true,
};

const KYC_COLOR: Record<KycStatus, string> = {
  not_started: 'gray',
  pending: 'yellow',
  verified: 'green',
  rejected: 'red',
};

interface Shareholder {
  firstName: string;
  lastName: string;
  type: string;
  jobTitle: string;
}

interface Values {
  legalName: string;
  email: string;
  shareholders: Shareholder[];
}

const emptyShareholder = (): Shareholder => ({ firstName: '', lastName: '', type: 'Owner', jobTitle: '' });

function AccountHolderForm({ account }: { account: PaymentsAccount }) {
  const { t } = useTranslation('boost');
  const refresh = useRefreshBoost();
  const form = useEntityForm({
    messages: FORM,
    ready: true,
    record: undefined,
    initialValues: (): Values => ({
      legalName: account.name,
      email: '',
      shareholders: [emptyShareholder()],
    }),
    schema: accountHolderInputSchema,
    create: (input) => createAccountHolder(account.legalEntityId, input),
    update: (_r: never, input) => createAccountHolder(account.legalEntityId, input),
    onSaved: refresh,
    savedMessage: () => t('holder.created'),
  });
  const values = form.values;
  if (!values) return null;
  const setShareholder = (index: number, patch: Partial<Shareholder>) => {
    form.setValues({
      shareholders: values.shareholders.map((s, i) => (i === index ? { ...s, ...patch } : s)),
    });
    for (const key of Object.keys(patch)) form.clearError(`shareholders.${index}.${key}`);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.save();
  };
  const typeOptions = SHAREHOLDER_TYPES.map((type) => ({
    value: type,
    label: t(`shareholderTypes.${type}`),
  }));
  return (
    <form ref={form.drawer.formRef} onSubmit={onSubmit} noValidate aria-label={t('holder.formTitle')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('holder.intro', { country: account.country })}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('holder.legalName')} required {...form.field('legalName')} />
          <TextInput label={t('holder.email')} type="email" required {...form.field('email')} />
        </SimpleGrid>
        <Title order={3} size="h5">
          {t('holder.shareholders')}
        </Title>
        {values.shareholders.map((s, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity until they are sent.
          <Card key={index} withBorder padding="sm">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
              <TextInput
                label={t('holder.firstName')}
                required
                value={s.firstName}
                onChange={(e) => setShareholder(index, { firstName: e.currentTarget.value })}
                error={form.errorOf(`shareholders.${index}.firstName`)}
              />
              <TextInput
                label={t('holder.lastName')}
                required
                value={s.lastName}
                onChange={(e) => setShareholder(index, { lastName: e.currentTarget.value })}
                error={form.errorOf(`shareholders.${index}.lastName`)}
              />
              <Select
                label={t('holder.type')}
                required
                data={typeOptions}
                value={s.type}
                allowDeselect={false}
                onChange={(type) => setShareholder(index, { type: type ?? 'Owner' })}
                error={form.errorOf(`shareholders.${index}.type`)}
              />
              <TextInput
                label={t('holder.jobTitle')}
                required
                value={s.jobTitle}
                onChange={(e) => setShareholder(index, { jobTitle: e.currentTarget.value })}
                error={form.errorOf(`shareholders.${index}.jobTitle`)}
              />
            </SimpleGrid>
            {values.shareholders.length > 1 && (
              <Group justify="flex-end" mt="xs">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('holder.removeShareholder', { index: index + 1 })}
                  onClick={() =>
                    form.setValues({ shareholders: values.shareholders.filter((_, i) => i !== index) })
                  }
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            )}
          </Card>
        ))}
        {form.errorOf('shareholders') && (
          <Text size="sm" c="red" role="alert">
            {form.errorOf('shareholders')}
          </Text>
        )}
        <Group justify="space-between" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            disabled={values.shareholders.length >= MAX_SHAREHOLDERS}
            onClick={() => form.setValues({ shareholders: [...values.shareholders, emptyShareholder()] })}
          >
            {t('holder.addShareholder')}
          </Button>
          <Button type="submit" loading={form.busy}>
            {t('holder.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// A refusal of the server is one field error naming why (e.g. KYC not verified): shown as a toast.
function refusalOf<T>(result: RequestResult<T>): string | null {
  if (result.success) return null;
  return result.fieldErrors[0]?.message ?? null;
}

function HolderDetails({ account }: { account: PaymentsAccount }) {
  const { t } = useTranslation('boost');
  const toast = useToast();
  const refresh = useRefreshBoost();
  const [busy, setBusy] = useState<string | null>(null);
  const holder = account.accountHolder;
  if (!holder) return null;
  const status = holder.kycStatus as KycStatus;
  const verified = status === 'verified';

  const fail = (message: string | null) =>
    toast.error(message && FORM.known.has(message) ? t(message as Key) : t('errors.unknown'));

  const verify = async () => {
    setBusy('kyc');
    const result = await kycLink(account.legalEntityId);
    if (result.success) {
      window.location.assign(result.data.kycLink.url);
      return;
    }
    setBusy(null);
    fail(refusalOf(result));
  };

  const openStore = async (venueId: string, venueName: string) => {
    setBusy(venueId);
    try {
      const result = await createStore(venueId);
      if (result.success) toast.success(t('stores.created', { venue: venueName }));
      else fail(refusalOf(result));
      await refresh();
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <div>
          <Text size="xs" c="dimmed">
            {t('holder.legalName')}
          </Text>
          <Text fw={600}>{holder.legalName}</Text>
          <Text size="sm">{holder.email}</Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('holder.providerId', { id: holder.providerAccountHolderId })}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {t('holder.shareholders')}
          </Text>
          {holder.shareholders.map((s) => (
            <Text size="sm" key={`${s.firstName}-${s.lastName}-${s.type}-${s.jobTitle}`}>
              {`${s.firstName} ${s.lastName}`} · {t(`shareholderTypes.${s.type}` as Key)} · {s.jobTitle}
            </Text>
          ))}
        </div>
      </SimpleGrid>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs">
          <Text size="sm">{t('kyc.label')}</Text>
          <Badge color={KYC_COLOR[status] ?? 'gray'} variant="light">
            {t(`kyc.status.${status}` as Key)}
          </Badge>
        </Group>
        {!verified && (
          <Button loading={busy === 'kyc'} onClick={() => void verify()}>
            {status === 'rejected' ? t('kyc.retry') : t('kyc.start')}
          </Button>
        )}
      </Group>
      <Title order={3} size="h5">
        {t('stores.title')}
      </Title>
      {account.venues.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('stores.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={0}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('stores.venue')}</Table.Th>
                <Table.Th>{t('stores.store')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {account.venues.map((v) => (
                <Table.Tr key={v.venueId}>
                  <Table.Td>{v.venueName}</Table.Td>
                  <Table.Td>
                    {v.store ? (
                      <Stack gap={2}>
                        <Badge color="green" variant="light">
                          {t('stores.active')}
                        </Badge>
                        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {v.store.providerStoreId}
                        </Text>
                      </Stack>
                    ) : (
                      <Button
                        size="xs"
                        variant="light"
                        disabled={!verified}
                        title={verified ? undefined : t('stores.needsKyc')}
                        loading={busy === v.venueId}
                        onClick={() => void openStore(v.venueId, v.venueName)}
                      >
                        {t('stores.create')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {!verified && account.venues.some((v) => !v.store) && (
        <Text size="xs" c="dimmed">
          {t('stores.needsKyc')}
        </Text>
      )}
    </Stack>
  );
}

/** The payments account of the legal entity: account holder (created here), KYC, stores per venue. */
export function PaymentsAccountSection({ legalEntityId }: { legalEntityId: string }) {
  const { t } = useTranslation('boost');
  const query = useQuery(paymentsAccountQuery(legalEntityId));
  const error = loadErrorOf(query.error);
  let body: React.ReactNode;
  if (error) {
    body = (
      <LoadError title={t('account.loadFailed')} codes={error.codes} onRetry={() => void query.refetch()} />
    );
  } else if (!query.data) {
    body = (
      <Group justify="center" py="lg">
        <Loader aria-label={t('account.loading')} />
      </Group>
    );
  } else if (query.data.accountHolder) {
    body = <HolderDetails account={query.data} />;
  } else {
    body = <AccountHolderForm account={query.data} />;
  }
  return (
    <Card withBorder padding="lg" aria-labelledby="boost-account">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="boost-account">
            {t('account.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('account.description')}
          </Text>
        </div>
        {body}
      </Stack>
    </Card>
  );
}
