import { ActionIcon, Button, Group, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconMapQuestion } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { logger } from '../../lib/logger.ts';
import { isForbidden, lastErrorRequestId } from '../../lib/request.ts';
import { NotAvailableYet } from '../../ui/page.tsx';
import type { PageKey } from './pages.ts';

/** The support page every dead end links to. */
export const SUPPORT_PATH = '/support';

/** What the contact form is told about where the user is: this screen and the last error's request id. */
function supportSearchHere(): { from?: string; requestId?: string } {
  const from = window.location.pathname;
  const requestId = lastErrorRequestId();
  return { ...(from !== SUPPORT_PATH && { from }), ...(requestId && { requestId }) };
}

function Screen({
  icon,
  title,
  heading,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  heading: string;
  text: string;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Stack align="center" gap="md" py={64} px="md" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <Text fw={600} c="dimmed" tt="uppercase" size="sm">
        {title}
      </Text>
      <Title order={1} size="h2">
        {heading}
      </Title>
      <Text c="dimmed" maw={480}>
        {text}
      </Text>
      <Group gap="sm" justify="center">
        {children}
      </Group>
    </Stack>
  );
}

/** The two ways out of a dead end: home and support. */
function HomeAndSupport() {
  const { t } = useTranslation('backoffice');
  return (
    <>
      <Button component={Link} to="/">
        {t('accessDenied.home')}
      </Button>
      <Button
        renderRoot={(props) => <Link {...props} to={SUPPORT_PATH} search={supportSearchHere()} />}
        variant="default"
      >
        {t('contactSupport')}
      </Button>
    </>
  );
}

/** Shown when a route guard fails (§2.4, §6). */
export function AccessDenied() {
  const { t } = useTranslation('backoffice');
  return (
    <Screen
      icon={<IconLock size={32} />}
      title={t('accessDenied.title')}
      heading={t('accessDenied.heading')}
      text={t('accessDenied.text')}
    >
      <HomeAndSupport />
    </Screen>
  );
}

/** Shown for a path the back office does not know (§2.2). */
export function NotFound() {
  const { t } = useTranslation('backoffice');
  return (
    <Screen
      icon={<IconMapQuestion size={32} />}
      title={t('notFound.title')}
      heading={t('notFound.heading')}
      text={t('notFound.text')}
    >
      <HomeAndSupport />
    </Screen>
  );
}

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  error?: unknown;
  /** Defaults to reloading the page. */
  onRetry?: () => void;
}

/**
 * What a failed screen shows (§2.4, §8): Access Denied when the server refused it FORBIDDEN (the
 * shared query client throws those to the route's boundary), else the error page.
 */
export function ErrorPage(props: ErrorPageProps) {
  return isForbidden(props.error) ? <AccessDenied /> : <FailurePage {...props} />;
}

/** The error page: the error is logged, 'Try again' reloads, 'Contact support' helps. */
function FailurePage({ error, onRetry }: ErrorPageProps) {
  const { t } = useTranslation('backoffice');
  useEffect(() => {
    if (error !== undefined) {
      // Sent to the monitoring intake (lib/logger.ts): the page's "Our team has been notified".
      // The error's own text in the message: Client errors groups by message.
      const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      logger.error(`Back-office screen failed: ${text}`, {
        error: text,
        ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
      });
    }
  }, [error]);
  return (
    <Screen
      icon={<IconAlertTriangle size={32} />}
      title={t('error.title')}
      heading={t('error.title')}
      text={t('error.text')}
    >
      <Button onClick={onRetry ?? (() => window.location.reload())}>{t('error.retry')}</Button>
      {/* A plain link: the error may have broken the router itself. */}
      <Button
        component="a"
        href={`${SUPPORT_PATH}?${new URLSearchParams(supportSearchHere()).toString()}`}
        variant="default"
      >
        {t('contactSupport')}
      </Button>
    </Screen>
  );
}

/** The help icon of the top bar and the sidebar: a link to /support (§2.3, §2.4). */
export function HelpLink({ label, icon }: { label: string; icon: ReactNode }) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        renderRoot={(props) => <Link {...props} to={SUPPORT_PATH} search={supportSearchHere()} />}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** A route whose screen comes in a later release (§2.2 issue note): its title, no invented data. */
export function PlaceholderPage({ page }: { page: PageKey }) {
  const { t } = useTranslation('backoffice');
  return <NotAvailableYet title={t(`pages.${page}`)} />;
}
