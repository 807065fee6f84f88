import { ActionIcon, Badge, Button, CloseButton, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './support.module.css';
import { useSendSupportRequest } from './use-support.ts';

interface ChatMessage {
  mine: boolean;
  text: string;
}

/**
 * The support chat (§2.4): a launcher in the corner, above the page's bottom navigation on small
 * screens. Support answers by e-mail, so each message becomes a support request and the chat says
 * so with the request's reference. Labelled Sandbox: no live agent sits behind it yet.
 */
export function ChatWidget({ screen }: { screen?: string }) {
  const { t } = useTranslation('support');
  const send = useSendSupportRequest();
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState('');
  const [messages, setMessages] = useState<ChatMessage[]>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (text === '' || send.isPending) return;
    setMessages((list) => [...list, { mine: true, text }]);
    setDraft('');
    const result = await send.mutateAsync({ topic: 'QUESTION', message: text, screen });
    const reply = result.success
      ? t('chat.received', { reference: result.data.createSupportTicket.reference })
      : result.errorCodes.includes('RATE_LIMITED')
        ? t('form.rateLimited')
        : t('chat.failed');
    setMessages((list) => [...list, { mine: false, text: reply }]);
  };

  return (
    <>
      {opened && (
        <Paper
          shadow="lg"
          withBorder
          p="sm"
          className={classes.chat}
          role="dialog"
          aria-label={t('chat.title')}
        >
          <Group justify="space-between" wrap="nowrap" mb="xs">
            <Group gap="xs">
              <Text fw={600}>{t('chat.title')}</Text>
              <Badge size="xs" color="orange" variant="light">
                {t('chat.sandbox')}
              </Badge>
            </Group>
            <CloseButton aria-label={t('chat.close')} onClick={() => setOpened(false)} />
          </Group>
          <Stack gap="xs" className={classes.messages} aria-live="polite">
            <Text size="sm" className={classes.theirs}>
              {t('chat.greeting')}
            </Text>
            {messages.map((message, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the conversation only grows at its end.
              <Text size="sm" key={i} className={message.mine ? classes.mine : classes.theirs}>
                {message.text}
              </Text>
            ))}
          </Stack>
          <form onSubmit={submit}>
            <Group gap="xs" mt="xs" wrap="nowrap" align="flex-end">
              <Textarea
                aria-label={t('chat.placeholder')}
                placeholder={t('chat.placeholder')}
                autosize
                maxRows={4}
                maxLength={2000}
                value={draft}
                onChange={(event) => setDraft(event.currentTarget.value)}
                style={{ flex: 1 }}
              />
              <Button type="submit" loading={send.isPending}>
                {t('chat.send')}
              </Button>
            </Group>
          </form>
        </Paper>
      )}
      <ActionIcon
        size={48}
        radius="xl"
        className={classes.launcher}
        aria-label={opened ? t('chat.close') : t('chat.open')}
        aria-expanded={opened}
        onClick={() => setOpened((o) => !o)}
        data-testid="support-chat-launcher"
      >
        <IconMessageCircle size={24} />
      </ActionIcon>
    </>
  );
}
