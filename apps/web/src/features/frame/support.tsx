import { Anchor, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { IconClock, IconMail, IconPhone, IconUrgent } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page.tsx';

function Contact({
  icon: Icon,
  title,
  children,
}: {
  icon: ComponentType<{ size?: number }>;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="lg">
      <Icon size={22} />
      <Title order={2} size="h5" mt="xs" mb={4}>
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** /support: how to reach the support team. */
export function SupportScreen() {
  const { t } = useTranslation('backoffice');
  const email = t('support.email');
  const phone = t('support.phone');
  return (
    <Page title={t('pages.support')} description={t('support.intro')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" maw={880}>
        <Contact icon={IconMail} title={t('support.emailTitle')}>
          <Anchor href={`mailto:${email}`}>{email}</Anchor>
        </Contact>
        <Contact icon={IconPhone} title={t('support.phoneTitle')}>
          <Anchor href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</Anchor>
        </Contact>
        <Contact icon={IconClock} title={t('support.hoursTitle')}>
          <Text>{t('support.hours')}</Text>
        </Contact>
        <Contact icon={IconUrgent} title={t('support.urgentTitle')}>
          <Text>{t('support.urgent')}</Text>
        </Contact>
      </SimpleGrid>
    </Page>
  );
}
