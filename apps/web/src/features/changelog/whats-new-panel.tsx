import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Drawer,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { gqlQuery, request } from '../../lib/request.ts';
import { useFormats } from '../../ui/use-formats.ts';
import { SESSION_QUERY_KEY } from '../session/index.ts';
import { CHANGELOG_QUERY, MARK_CHANGELOG_READ_MUTATION } from './changelog.graphql.ts';

/** Props of {@link WhatsNewPanel}. */
export interface WhatsNewPanelProps {
  opened: boolean;
  onClose: () => void;
}

type SessionCache = { authorizeUser: { hasUnreadChangelog: boolean } };

/** What's new: the latest entries in the user's language; opening it marks them read. */
export function WhatsNewPanel({ opened, onClose }: WhatsNewPanelProps) {
  const { t, i18n } = useTranslation('changelog');
  const formats = useFormats();
  const queryClient = useQueryClient();
  const language = i18n.language;
  const entries = useQuery({
    queryKey: ['changelog', language],
    queryFn: async ({ signal }) => (await gqlQuery(CHANGELOG_QUERY, { language }, { signal })).changelog,
    enabled: opened,
    throwOnError: false,
  });
  const markRead = useMutation({
    mutationFn: () => request(MARK_CHANGELOG_READ_MUTATION),
    onSuccess: (result) => {
      if (!result.success) return;
      // The dot rides on the session query: clear it there instead of reloading the whole session.
      queryClient.setQueryData<SessionCache>(SESSION_QUERY_KEY, (session) =>
        session
          ? { ...session, authorizeUser: { ...session.authorizeUser, hasUnreadChangelog: false } }
          : session,
      );
    },
  });
  const { mutate } = markRead;
  useEffect(() => {
    if (opened) mutate();
  }, [opened, mutate]);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={t('title')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {entries.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      ) : entries.isError ? (
        <Alert color="red" title={t('error')}>
          <Button size="xs" variant="light" onClick={() => entries.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : entries.data.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <Stack
          gap="lg"
          component="ol"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          data-testid="whats-new"
        >
          {entries.data.map((entry) => (
            <Stack gap={4} component="li" key={entry.id}>
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {formats.dateLong(entry.publishedAt)}
                </Text>
                {entry.unread && (
                  <Badge size="xs" color="red" variant="light">
                    {t('new')}
                  </Badge>
                )}
              </Group>
              <Title order={3} size="h5">
                {entry.title}
              </Title>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {entry.body}
              </Text>
              {entry.link && (
                <Anchor component={Link} to={entry.link} size="sm" onClick={onClose}>
                  {t('open')}
                </Anchor>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
