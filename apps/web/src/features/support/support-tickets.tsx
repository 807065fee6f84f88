import { Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../ui/use-formats.ts';
import { useSupportTickets } from './use-support.ts';

/** The user's recent requests, with the reference to quote when calling. */
export function SupportTickets() {
  const { t } = useTranslation('support');
  const formats = useFormats();
  const tickets = useSupportTickets();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="support-recent-title">
      <Title order={2} size="h4" id="support-recent-title" mb="sm">
        {t('recent.title')}
      </Title>
      {tickets.isPending ? (
        <Loader size="sm" aria-label={t('recent.loading')} />
      ) : tickets.isError ? (
        <Group gap="sm">
          <Text c="red">{t('recent.error')}</Text>
          <Button size="xs" variant="light" onClick={() => tickets.refetch()}>
            {t('recent.retry')}
          </Button>
        </Group>
      ) : tickets.data.length === 0 ? (
        <Text c="dimmed">{t('recent.empty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {tickets.data.map((ticket) => (
            <Stack gap={2} component="li" key={ticket.id}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600} size="sm">
                  {t(`form.topics.${ticket.topic}`)}
                </Text>
                <Badge size="xs" variant="light" color={ticket.status === 'OPEN' ? 'blue' : 'gray'}>
                  {ticket.status === 'OPEN' ? t('recent.open') : t('recent.closed')}
                </Badge>
                <Text size="xs" c="dimmed">
                  {t('recent.reference', { reference: ticket.reference })} ·{' '}
                  {formats.dateTimeMedium(ticket.createdAt)}
                </Text>
              </Group>
              <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                {ticket.message}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}
