import { claimDeviceSchema } from '@fika/domain';
import { Button, Drawer, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { request } from '../../lib/request.ts';
import { useToast } from '../../ui/toasts.tsx';
import { useSession } from '../session/index.ts';
import { fieldErrorsOf, LICENSE_FIELD_KEYS } from './field-errors.ts';
import { CLAIM_DEVICE_MUTATION } from './licenses.graphql.ts';
import { useRefreshLicenses } from './use-licenses.ts';

/** Claim a device: the code it shows (valid 15 minutes), the venue it goes to, its name. */
export function ClaimDeviceDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('licenses');
  const toast = useToast();
  const refresh = useRefreshLicenses();
  const { venues, venue } = useSession();
  const [values, setValues] = useState({ code: '', venueId: venue?.id ?? '', name: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const message = (field: string) => {
    const key = errors[field];
    if (!key) return undefined;
    return t(LICENSE_FIELD_KEYS.has(key) ? (key as 'validation.invalid') : 'validation.invalid');
  };
  const set = (patch: Partial<typeof values>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  const close = () => {
    setValues({ code: '', venueId: venue?.id ?? '', name: '' });
    setErrors({});
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = z.safeParse(claimDeviceSchema, values);
    if (!parsed.success) {
      const out: Record<string, string> = {};
      for (const issue of parsed.error.issues) out[String(issue.path[0])] ??= issue.message;
      setErrors(out);
      return;
    }
    setBusy(true);
    const result = await request(
      CLAIM_DEVICE_MUTATION,
      { input: parsed.data },
      { expectedCodes: ['BAD_USER_INPUT', 'NOT_FOUND'] },
    );
    setBusy(false);
    if (!result.success) {
      const fields = fieldErrorsOf(result);
      setErrors(Object.keys(fields).length > 0 ? fields : { venueId: 'validation.invalid' });
      return;
    }
    toast.success(t('claim.done', { name: result.data.claimDevice.name }));
    await refresh();
    close();
  };

  return (
    <Drawer opened={opened} onClose={close} title={t('claim.title')} position="right">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('claim.help')}
          </Text>
          <TextInput
            label={t('claim.code')}
            placeholder="ABCD-EF23"
            required
            autoComplete="off"
            data-autofocus
            value={values.code}
            onChange={(e) => set({ code: e.currentTarget.value })}
            error={message('code')}
          />
          <Select
            label={t('claim.venue')}
            required
            data={venues.map((v) => ({ value: v.id, label: v.name }))}
            value={values.venueId || null}
            onChange={(v) => set({ venueId: v ?? '' })}
            error={message('venueId')}
            allowDeselect={false}
          />
          <TextInput
            label={t('claim.name')}
            placeholder={t('claim.namePlaceholder')}
            required
            value={values.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            error={message('name')}
          />
          <Button type="submit" loading={busy}>
            {t('claim.submit')}
          </Button>
        </Stack>
      </form>
    </Drawer>
  );
}
