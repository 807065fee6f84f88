import { Button, Stack } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page.tsx';
import { ChatWidget } from './chat-widget.tsx';
import classes from './support.module.css';
import { SupportContacts, useSupportContacts } from './support-contacts.tsx';
import { SupportForm } from './support-form.tsx';
import { SupportTickets } from './support-tickets.tsx';

const route = getRouteApi('/support');

/** /support: how to reach the team, the contact form, the user's requests and the chat. */
export function SupportPage() {
  const { t } = useTranslation('support');
  const { from, requestId } = route.useSearch();
  const { email, tel } = useSupportContacts();
  return (
    <div className={classes.page}>
      <Page title={t('title')} description={t('intro')}>
        <Stack gap="lg" maw={880}>
          <SupportForm screen={from} requestId={requestId} />
          <SupportContacts />
          <SupportTickets />
        </Stack>
      </Page>
      <nav className={classes.bottomNav} aria-label={t('bottomNav')}>
        <Button component="a" href={`tel:${tel}`} variant="light" leftSection={<IconPhone size={18} />}>
          {t('call')}
        </Button>
        <Button component="a" href={`mailto:${email}`} variant="light" leftSection={<IconMail size={18} />}>
          {t('write')}
        </Button>
      </nav>
      <ChatWidget screen={from} />
    </div>
  );
}
