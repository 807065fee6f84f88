import { Anchor, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { IconClock, IconMail, IconPhone, IconUrgent } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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

/** The support team's e-mail address, without spaces or formatting. */
export function useSupportContacts() {
  const { t } = useTranslation('support');
  const email = t('email');
  const phone = t('phone');
  return { email, phone, tel: phone.replace(/[^+\d]/g, '') };
}

/** How to reach the support team: e-mail, phone, hours, and what to do when the till is down. */
export function SupportContacts() {
  const { t } = useTranslation('support');
  const { email, phone, tel } = useSupportContacts();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Contact icon={IconMail} title={t('emailTitle')}>
        <Anchor href={`mailto:${email}`}>{email}</Anchor>
      </Contact>
      <Contact icon={IconPhone} title={t('phoneTitle')}>
        <Anchor href={`tel:${tel}`}>{phone}</Anchor>
      </Contact>
      <Contact icon={IconClock} title={t('hoursTitle')}>
        <Text>{t('hours')}</Text>
      </Contact>
      <Contact icon={IconUrgent} title={t('urgentTitle')}>
        <Text>{t('urgent')}</Text>
      </Contact>
    </SimpleGrid>
  );
}
