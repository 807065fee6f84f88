import {
  COMPANY_LANGUAGES,
  RECEIPT_ERRORS,
  RECEIPT_LINES,
  type ReceiptLine,
  receiptTemplateSchema,
  VALIDATION_MESSAGE_KEYS,
} from '@fika/domain';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Image,
  List,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconQrcode } from '@tabler/icons-react';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ParseKeys } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultOf, VariablesOf } from '../../lib/graphql.ts';
import { gqlQuery, loadErrorOf, request } from '../../lib/request.ts';
import { Page } from '../../ui/page.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes-guard.tsx';
import { useEntityForm } from '../../ui/use-entity-form.ts';
import type { FormMessages } from '../../ui/use-form-submit.ts';
import { useSession } from '../session/index.ts';
import {
  RECEIPT_IMAGES_QUERY,
  RECEIPT_PREVIEW_QUERY,
  RECEIPT_TEMPLATE_QUERY,
  RESET_RECEIPT_TEMPLATE_MUTATION,
  UPDATE_RECEIPT_TEMPLATE_MUTATION,
} from './receipts.graphql.ts';

type Settings = ResultOf<typeof RECEIPT_TEMPLATE_QUERY>['receiptTemplate'];
type TemplateInput = VariablesOf<typeof UPDATE_RECEIPT_TEMPLATE_MUTATION>['input'];
type Key = ParseKeys<'receipts'>;

const KEY = ['receipts'] as const;
const COMPANY = '';

const templateQuery = (venueId: string) =>
  queryOptions({
    queryKey: [...KEY, 'template', venueId],
    queryFn: async ({ signal }) =>
      (await gqlQuery(RECEIPT_TEMPLATE_QUERY, { venueId: venueId || null }, { signal })).receiptTemplate,
  });

const FORM: FormMessages<'receipts'> = {
  ns: 'receipts',
  known: new Set<Key>([
    VALIDATION_MESSAGE_KEYS.required,
    VALIDATION_MESSAGE_KEYS.invalid,
    VALIDATION_MESSAGE_KEYS.tooLong,
    VALIDATION_MESSAGE_KEYS.unsupportedCharacter,
    VALIDATION_MESSAGE_KEYS.companyLanguage,
    RECEIPT_ERRORS.logo,
    RECEIPT_ERRORS.line,
  ]),
  invalid: 'form.invalid',
  toastShownErrors: true,
};

// The form shows the server's field errors itself: not worth a log line.
const EXPECTED = { expectedCodes: ['BAD_USER_INPUT'] } as const;

interface Values {
  logoImageId: string | null;
  headerText: string;
  footerText: string;
  language: string | null;
  showQrCode: boolean;
  hiddenLines: ReceiptLine[];
  vatNumber: string;
}

function valuesOf(s: Settings | undefined): Values {
  const t = s?.template;
  return {
    logoImageId: t?.logoImageId ?? null,
    headerText: t?.headerText ?? '',
    footerText: t?.footerText ?? '',
    language: t?.language ?? null,
    showQrCode: t?.showQrCode ?? false,
    hiddenLines: (t?.hiddenLines ?? []) as ReceiptLine[],
    vatNumber: t?.vatNumber ?? '',
  };
}

const toInput = (v: Values): TemplateInput => ({ ...v });

/**
 * /settings/receipt: what receipts show — the company's template, or a venue's override of it —
 * with a live preview of the venue's latest order and the content the country requires that
 * receipts would lack, each linking to where it is filled in.
 */
export function ReceiptSettingsPage() {
  const { t } = useTranslation('receipts');
  const { venues } = useSession();
  const [venueId, setVenueId] = useState<string>(() => venues[0]?.id ?? COMPANY);
  const settings = useQuery(templateQuery(venueId));
  const error = loadErrorOf(settings.error);
  const options = [
    { value: COMPANY, label: t('scope.company') },
    ...venues.map((v) => ({ value: v.id, label: v.name })),
  ];
  return (
    <Page title={t('pages.receipt', { ns: 'backoffice' })} description={t('description')}>
      <Stack gap="lg">
        <Select
          label={t('scope.label')}
          data={options}
          value={venueId}
          allowDeselect={false}
          onChange={(value) => setVenueId(value ?? COMPANY)}
          maw={360}
        />
        {error ? (
          <Alert color="red" title={t('loadFailed')}>
            <Button variant="default" size="xs" mt="xs" onClick={() => void settings.refetch()}>
              {t('retry')}
            </Button>
          </Alert>
        ) : settings.data ? (
          <TemplateForm
            key={`${venueId}:${settings.dataUpdatedAt}`}
            settings={settings.data}
            venueId={venueId}
            venueName={venues.find((v) => v.id === venueId)?.name ?? ''}
          />
        ) : (
          <Group justify="center" p="xl">
            <Loader aria-label={t('loading')} />
          </Group>
        )}
      </Stack>
    </Page>
  );
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
}

function TemplateForm({
  settings,
  venueId,
  venueName,
}: {
  settings: Settings;
  venueId: string;
  venueName: string;
}) {
  const { t } = useTranslation('receipts');
  const toast = useToast();
  const refresh = useRefresh();
  const images = useQuery({
    queryKey: [...KEY, 'images'],
    queryFn: async ({ signal }) => (await gqlQuery(RECEIPT_IMAGES_QUERY, {}, { signal })).images.nodes,
  });
  const save = (input: TemplateInput) =>
    request(UPDATE_RECEIPT_TEMPLATE_MUTATION, { venueId: venueId || null, input }, EXPECTED);
  const form = useEntityForm({
    messages: FORM,
    ready: true,
    record: settings,
    initialValues: valuesOf,
    schema: receiptTemplateSchema,
    toInput,
    create: save,
    update: (_s, input) => save(input),
    onSaved: refresh,
    savedMessage: () => t('saved'),
  });
  const [resetting, setResetting] = useState(false);
  const values = form.values;
  if (!values) return null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.save();
  };
  const reset = async () => {
    setResetting(true);
    const result = await request(RESET_RECEIPT_TEMPLATE_MUTATION, { venueId });
    setResetting(false);
    if (result.success) {
      toast.success(t('override.resetDone', { venue: venueName }));
      await refresh();
    } else toast.error(t('override.resetFailed'));
  };
  const toggleLine = (line: ReceiptLine, shown: boolean) =>
    form.setValues({
      hiddenLines: RECEIPT_LINES.filter((l) => (l === line ? !shown : values.hiddenLines.includes(l))),
    });
  const imageOptions = (images.data ?? []).map((i) => ({ value: i.id, label: i.title }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="lg" miw={0}>
        <MissingContent settings={settings} venueId={venueId} />
        {venueId !== COMPANY && (
          <Alert color={settings.overridden ? 'blue' : 'gray'}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{settings.overridden ? t('override.active') : t('override.inherited')}</Text>
              {settings.overridden && (
                <Button variant="default" size="xs" loading={resetting} onClick={() => void reset()}>
                  {t('override.reset')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        <form ref={form.drawer.formRef} onSubmit={onSubmit} noValidate>
          <Stack gap="lg">
            <Card withBorder padding="md">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {t('sections.texts')}
                </Title>
                <Select
                  {...form.field('logoImageId')}
                  label={t('fields.logo')}
                  description={t('fields.logoHint')}
                  placeholder={t('fields.noLogo')}
                  data={imageOptions}
                  clearable
                  searchable
                />
                <Textarea {...form.field('headerText')} label={t('fields.headerText')} rows={2} />
                <Textarea {...form.field('footerText')} label={t('fields.footerText')} rows={2} />
                <Select
                  {...form.field('language')}
                  label={t('fields.language')}
                  placeholder={t('fields.languageDefault')}
                  data={COMPANY_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
                  clearable
                />
                <TextInput
                  {...form.field('vatNumber')}
                  label={t('fields.vatNumber')}
                  description={t('fields.vatNumberHint')}
                />
                <Switch {...form.checkbox('showQrCode')} label={t('fields.showQrCode')} />
              </Stack>
            </Card>
            <Card withBorder padding="md">
              <Stack gap="xs">
                <Title order={2} size="h4">
                  {t('sections.lines')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('sections.linesHint')}
                </Text>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                  {RECEIPT_LINES.map((line) => (
                    <Checkbox
                      key={line}
                      label={t(`lines.${line}`)}
                      checked={!values.hiddenLines.includes(line)}
                      onChange={(event) => toggleLine(line, event.currentTarget.checked)}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            </Card>
            <Group justify="flex-end">
              <Button type="submit" loading={form.busy}>
                {t('save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
      <Preview venueId={venueId} draft={toInput(values)} />
      <UnsavedChangesGuard dirty={form.dirty && !form.busy} />
    </SimpleGrid>
  );
}

const FIX_LINKS = {
  company: '/settings/company',
  venue: '/settings/venues',
  terminal: '/settings/terminals',
} as const;

function MissingContent({ settings, venueId }: { settings: Settings; venueId: string }) {
  const { t, i18n } = useTranslation('receipts');
  const country =
    new Intl.DisplayNames([i18n.language], { type: 'region' }).of(settings.country) ?? settings.country;
  if (settings.missing.length === 0) {
    return <Alert color="green">{t(venueId ? 'missing.none' : 'missing.noneCompany', { country })}</Alert>;
  }
  return (
    <Alert color="yellow" title={t('missing.title', { country })}>
      <List size="sm" spacing={4}>
        {settings.missing.map((m) => (
          <List.Item key={m.content}>
            <Text span size="sm" fw={600}>
              {t(`lines.${m.content as ReceiptLine}`)}
            </Text>
            {' — '}
            {m.fix === 'template' ? (
              t('missing.fix.template')
            ) : (
              <Anchor component={Link} to={FIX_LINKS[m.fix as keyof typeof FIX_LINKS]} size="sm">
                {t(`missing.fix.${m.fix as keyof typeof FIX_LINKS}`)}
              </Anchor>
            )}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

function Preview({ venueId, draft }: { venueId: string; draft: TemplateInput }) {
  const { t } = useTranslation('receipts');
  // Typing re-renders the preview once the user pauses, not on every key.
  const [template] = useDebouncedValue(draft, 400);
  const valid = receiptTemplateSchema.safeParse(template).success;
  const preview = useQuery({
    queryKey: [...KEY, 'preview', venueId, template],
    queryFn: async ({ signal }) =>
      (await gqlQuery(RECEIPT_PREVIEW_QUERY, { venueId: venueId || null, template }, { signal }))
        .receiptPreview,
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const doc = preview.data?.document;
  return (
    <Card withBorder padding="md" component="section" aria-label={t('preview.title')}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('preview.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {preview.data?.orderNumber
            ? t('preview.latest', { number: preview.data.orderNumber })
            : t('preview.sample')}
        </Text>
        {preview.error ? (
          <Alert color="red">{t('preview.failed')}</Alert>
        ) : !doc ? (
          <Group justify="center" p="md">
            <Loader size="sm" aria-label={t('loading')} />
          </Group>
        ) : (
          <Stack
            gap={6}
            p="md"
            maw={380}
            w="100%"
            mx="auto"
            ff="monospace"
            fz="sm"
            data-testid="receipt-preview"
            style={{ border: '1px dashed var(--mantine-color-gray-4)', overflowWrap: 'anywhere' }}
          >
            {doc.logoUrl && <Image src={doc.logoUrl} alt="" h={64} fit="contain" />}
            {doc.heading && (
              <Text fw={700} ta="center" ff="monospace">
                {doc.heading}
              </Text>
            )}
            <Text ta="center" ff="monospace" fz="sm" style={{ whiteSpace: 'pre-line' }}>
              {doc.header.join('\n')}
            </Text>
            <Rows rows={doc.info} />
            <Rows rows={doc.lines} />
            <Rows rows={doc.totals} bold />
            <Rows rows={doc.vat} />
            <Rows rows={doc.payments} />
            <Text ta="center" ff="monospace" fz="sm" style={{ whiteSpace: 'pre-line' }}>
              {doc.footer.join('\n')}
            </Text>
            {doc.qrCode && <PreviewQr qrSvg={preview.data?.qrSvg} receiptUrl={preview.data?.receiptUrl} />}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

// The printed QR code: the real one of the previewed order (it opens that order's digital
// receipt), or a placeholder for the sample, which has no receipt to open.
function PreviewQr({ qrSvg, receiptUrl }: { qrSvg?: string | null; receiptUrl?: string | null }) {
  const { t } = useTranslation('receipts');
  if (!qrSvg || !receiptUrl) {
    return (
      <Stack align="center" gap={2}>
        <IconQrcode size={56} aria-hidden />
        <Text fz="xs" c="dimmed" ta="center">
          {t('preview.qrSample')}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack align="center" gap={2}>
      <Image
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
        alt={t('preview.qr')}
        w={120}
        h={120}
        data-testid="receipt-qr"
      />
      <Anchor href={receiptUrl} target="_blank" rel="noreferrer" fz="xs">
        {t('preview.openReceipt')}
      </Anchor>
    </Stack>
  );
}

function Rows({ rows, bold }: { rows: readonly { label: string; value: string }[]; bold?: boolean }) {
  if (rows.length === 0) return null;
  return (
    <Stack gap={0} pt={4} style={{ borderTop: '1px dashed var(--mantine-color-gray-4)' }}>
      {rows.map((r, i) => (
        <Group
          // biome-ignore lint/suspicious/noArrayIndexKey: a receipt's rows never move and may repeat
          key={`${r.label}${i}`}
          justify="space-between"
          wrap="nowrap"
          gap="xs"
          fw={bold ? 700 : undefined}
        >
          <Text ff="monospace" fz="sm" style={{ minWidth: 0 }}>
            {r.label}
          </Text>
          <Text ff="monospace" fz="sm" ta="end">
            {r.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
