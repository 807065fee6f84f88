import { LIBRARY_TEMPLATES } from '@fika/domain';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../ui/toasts.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { useSession } from '../session/index.ts';
import { LoadFailed } from './account-step.tsx';
import { OnboardingStep } from './onboarding-step.tsx';
import {
  importProductLibrary,
  type LibraryTemplateName,
  libraryPreviewQuery,
  ONBOARDING_KEYS,
  useRefreshOnboarding,
} from './use-onboarding.ts';

/**
 * /onboarding/product-library: a ready-made catalogue for a café, restaurant, bar, bakery or shop,
 * previewed in the company's language and currency, then imported in one step. What the company
 * already has by the same name is kept and marked, so nothing is added twice.
 */
export function ProductLibraryStep() {
  const { t } = useTranslation('onboarding');
  const [template, setTemplate] = useState<LibraryTemplateName>('cafe');
  return (
    <OnboardingStep
      path="/onboarding/product-library"
      title={t('library.title')}
      description={t('library.description')}
    >
      {/* Buttons rather than a segmented control: five of them wrap on a phone. */}
      <Group gap="xs" role="group" aria-label={t('library.template')}>
        {LIBRARY_TEMPLATES.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={value === template ? 'filled' : 'default'}
            aria-pressed={value === template}
            onClick={() => setTemplate(value)}
          >
            {t(`library.templates.${value}`)}
          </Button>
        ))}
      </Group>
      <Preview template={template} />
    </OnboardingStep>
  );
}

function Preview({ template }: { template: LibraryTemplateName }) {
  const { t } = useTranslation('onboarding');
  const fmt = useFormats();
  const currency = useSession().metadata.currency ?? 'SEK';
  const preview = useQuery(libraryPreviewQuery(template));
  const queryClient = useQueryClient();
  const refresh = useRefreshOnboarding();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  if (preview.isPending) return <Skeleton height={240} aria-label={t('loading')} />;
  if (preview.isError) return <LoadFailed error={preview.error} onRetry={() => void preview.refetch()} />;
  const data = preview.data;
  const name = t(`library.templates.${template}`);

  const run = async () => {
    setBusy(true);
    const result = await importProductLibrary(template);
    setBusy(false);
    if (!result.success) {
      toast.error(t('library.failed'));
      return;
    }
    const { products, categories, courses } = result.data.importProductLibrary;
    toast.success(t('library.imported', { name, products, categories, courses }));
    await Promise.all([queryClient.invalidateQueries({ queryKey: ONBOARDING_KEYS.library }), refresh()]);
  };

  const existing = (
    <Badge variant="light" color="gray">
      {t('library.exists')}
    </Badge>
  );
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        {data.imported && (
          <Alert color="green" title={t('library.alreadyImportedTitle', { name })}>
            {t('library.alreadyImported')}
          </Alert>
        )}
        <div>
          <Title order={2} size="h4" mb="xs">
            {t('library.categories')}
          </Title>
          <Group gap="xs">
            {data.categories.map((c) => (
              <Badge key={c.name} variant={c.exists ? 'outline' : 'light'} tt="none">
                {t('library.categoryVat', { name: c.name, rate: fmt.percent(c.vatRate) })}
              </Badge>
            ))}
          </Group>
        </div>
        {data.courses.length > 0 && (
          <div>
            <Title order={2} size="h4" mb="xs">
              {t('library.courses')}
            </Title>
            <Text>{data.courses.map((c) => c.name).join(', ')}</Text>
          </div>
        )}
        <div>
          <Title order={2} size="h4" mb="xs">
            {t('library.products')}
          </Title>
          <Table.ScrollContainer minWidth={0}>
            <Table striped aria-label={t('library.products')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('library.product')}</Table.Th>
                  <Table.Th>{t('library.category')}</Table.Th>
                  <Table.Th ta="right">{t('library.price')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.products.map((p) => (
                  <Table.Tr key={p.title}>
                    <Table.Td>
                      <Group gap={6} wrap="wrap">
                        <span>{p.title}</span>
                        {p.exists && existing}
                      </Group>
                      {p.description && (
                        <Text size="xs" c="dimmed">
                          {p.description}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{p.category}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {fmt.money(p.price, currency)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </div>
        <Group justify="flex-end">
          <Button onClick={() => void run()} loading={busy} disabled={data.imported}>
            {t('library.import', { name })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
