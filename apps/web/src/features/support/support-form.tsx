import { SUPPORT_MESSAGE_MAX, SUPPORT_TOPICS, type SupportTopic } from '@fika/domain';
import { Alert, Button, Card, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SupportRequest, supportRequestErrors, useSendSupportRequest } from './use-support.ts';

/** Props of {@link SupportForm}. */
export interface SupportFormProps {
  /** The screen the user came from. */
  screen?: string;
  /** The request id of the last error the user saw. */
  requestId?: string;
}

/** The contact form (#17 item 11): topic and message, with the screen and the last error's request id. */
export function SupportForm({ screen, requestId }: SupportFormProps) {
  const { t } = useTranslation('support');
  const send = useSendSupportRequest();
  const [topic, setTopic] = useState<SupportTopic>(requestId ? 'PROBLEM' : 'QUESTION');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const errorOf = (field: string) => {
    const key = errors[field];
    return key ? t(`validation.${key.replace(/^validation\./, '')}` as 'validation.invalid') : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    setFailure(null);
    const input: SupportRequest = { topic, message, screen, requestId };
    const found = supportRequestErrors(input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await send.mutateAsync(input);
    if (result.success) {
      setSent(result.data.createSupportTicket.reference);
      setMessage('');
      return;
    }
    const fieldErrors = Object.fromEntries(result.fieldErrors.map((e) => [e.field, e.message]));
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length === 0) {
      setFailure(result.errorCodes.includes('RATE_LIMITED') ? t('form.rateLimited') : t('form.failed'));
    }
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="support-form-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="support-form-title">
            {t('form.title')}
          </Title>
          <Select
            label={t('form.topic')}
            data={SUPPORT_TOPICS.map((value) => ({ value, label: t(`form.topics.${value}`) }))}
            value={topic}
            onChange={(value) => value && setTopic(value as SupportTopic)}
            allowDeselect={false}
            error={errorOf('topic')}
          />
          <Textarea
            label={t('form.message')}
            description={t('form.messageHint')}
            required
            rows={6}
            maxLength={SUPPORT_MESSAGE_MAX}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            error={errorOf('message')}
          />
          {screen && <TextInput label={t('form.screen')} value={screen} readOnly error={errorOf('screen')} />}
          {requestId && (
            <TextInput
              label={t('form.requestId')}
              description={t('form.requestIdHint')}
              value={requestId}
              readOnly
              error={errorOf('requestId')}
            />
          )}
          {sent && (
            <Alert color="green" role="status" title={t('form.sentTitle')}>
              {t('form.sent', { reference: sent })}
            </Alert>
          )}
          {failure && (
            <Text c="red" role="alert">
              {failure}
            </Text>
          )}
          <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('form.send')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
