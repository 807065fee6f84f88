import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link Page}. */
export interface PageProps {
  title: string;
  /** One line under the title. */
  description?: ReactNode;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The shell of every back-office screen: its title (also the tab's), actions, then the content. */
export function Page({ title, description, actions, children }: PageProps) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          {description && (
            <Text c="dimmed" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
      {children}
    </Stack>
  );
}

/** A centred message for a screen or list with nothing to show. */
export function EmptyState({
  icon,
  title,
  children,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      {icon && (
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
      )}
      <Title order={2} size="h4">
        {title}
      </Title>
      {children && (
        <Text c="dimmed" maw={460}>
          {children}
        </Text>
      )}
    </Stack>
  );
}

/** A screen whose features come in a later release: its title and a plain note, no invented data. */
export function NotAvailableYet({ title }: { title: string }) {
  const { t } = useTranslation('ui');
  return (
    <Page title={title}>
      <EmptyState icon={<IconHourglassEmpty size={26} />} title={t('notAvailable.title')}>
        {t('notAvailable.text')}
      </EmptyState>
    </Page>
  );
}
