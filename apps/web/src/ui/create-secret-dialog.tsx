import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

/** The texts of a {@link CreateSecretDialog}, already translated by its caller. */
export interface CreateSecretLabels {
  title: string;
  createdTitle: string;
  name: string;
  nameHint: string;
  nameRequired: string;
  create: string;
  cancel: string;
  /** Says the secret is shown only now. */
  once: string;
  copy: string;
  copied: string;
  example: string;
  done: string;
}

/** Props of {@link CreateSecretDialog}. */
export interface CreateSecretDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Creates the credential: its secret, or a message for the name field. */
  create: (name: string) => Promise<{ secret: string } | { error: string }>;
  /** A command line using the secret (e.g. a curl call). */
  example: (secret: string) => string;
  labels: CreateSecretLabels;
  maxLength: number;
  /** Test id of the secret's block. */
  secretTestId: string;
}

/**
 * Names and creates a credential (API key, terminal credential), then shows its secret this
 * once with a copy button and an example — the server keeps only a hash of it.
 */
export function CreateSecretDialog({
  opened,
  onClose,
  create,
  example,
  labels,
  maxLength,
  secretTestId,
}: CreateSecretDialogProps) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const close = () => {
    setName('');
    setSecret(null);
    setNameError(null);
    onClose();
  };
  const submit = async () => {
    if (name.trim() === '') {
      setNameError(labels.nameRequired);
      return;
    }
    setBusy(true);
    const result = await create(name);
    setBusy(false);
    if ('error' in result) setNameError(result.error);
    else setSecret(result.secret);
  };
  return (
    <Modal opened={opened} onClose={close} title={secret ? labels.createdTitle : labels.title} size="lg">
      {secret ? (
        <Stack gap="md">
          <Alert color="orange" variant="light">
            {labels.once}
          </Alert>
          <Code block data-testid={secretTestId}>
            {secret}
          </Code>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button variant={copied ? 'light' : 'filled'} onClick={copy}>
                {copied ? labels.copied : labels.copy}
              </Button>
            )}
          </CopyButton>
          <Text fw={600}>{labels.example}</Text>
          <Code block>{example(secret)}</Code>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {labels.done}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="md">
            <TextInput
              label={labels.name}
              description={labels.nameHint}
              value={name}
              error={nameError}
              data-autofocus
              maxLength={maxLength}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setNameError(null);
              }}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {labels.cancel}
              </Button>
              <Button type="submit" loading={busy}>
                {labels.create}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
