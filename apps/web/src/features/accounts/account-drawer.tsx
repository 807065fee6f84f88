import {
  BACKOFFICE_ROLES,
  type BackofficeRole,
  hasFullAccess,
  isVenueRestricted,
  SCOPES,
  type Scope,
} from '@fika/domain';
import {
  Button,
  Checkbox,
  Divider,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/i18n.ts';
import type { LoadErrorState, RequestResult } from '../../lib/request.ts';
import { useConfirm } from '../../ui/confirm.tsx';
import { EntityDrawer, type EntityParam } from '../../ui/entity-drawer.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useEntityForm } from '../../ui/use-entity-form.ts';
import { useFormats } from '../../ui/use-formats.ts';
import { useListDrawer } from '../../ui/use-list-drawer.ts';
import { useSession } from '../session/index.ts';
import { StatusBadge } from './status-badge.tsx';
import {
  ACCOUNTS_FORM,
  type Account,
  type AccountFormValues,
  type AccountsKey,
  accountFormSchema,
  blockUser,
  createAdmin,
  resendInvitation,
  unblockUser,
  updateAdmin,
  useRefreshAccounts,
} from './use-accounts.ts';

/** Props of {@link AccountDrawer}. */
export interface AccountDrawerProps {
  entity: EntityParam;
  accounts: readonly Account[] | undefined;
  load: { error: LoadErrorState | null; retry: () => void };
}

/**
 * Invite an administrator (?id=new) or edit one (?id=): role, the areas they may use and the
 * venues they see — never more than the caller holds. An existing account also offers resend
 * invitation and block / unblock here.
 */
export function AccountDrawer({ entity, accounts, load }: AccountDrawerProps) {
  const { t } = useTranslation('accounts');
  const { user, permissions, venues } = useSession();
  const refresh = useRefreshAccounts();
  const { row: account, ready, drawer } = useListDrawer(entity, accounts, load);
  const callerFull = hasFullAccess(permissions);
  const callerAllVenues = !isVenueRestricted(permissions);
  const grantable: readonly Scope[] = callerFull ? SCOPES : permissions.scopes;
  const form = useEntityForm({
    messages: ACCOUNTS_FORM,
    ready,
    record: account,
    initialValues: (a): AccountFormValues => ({
      email: a?.email ?? '',
      name: a?.name ?? '',
      role: (a?.role as BackofficeRole | undefined) ?? 'CONTENT_ADMIN',
      fullAccess: a ? a.permissions.scopes.length === 0 : false,
      scopes: (a?.permissions.scopes as Scope[] | undefined) ?? [],
      allVenues: a ? a.permissions.venueIds.length === 0 : callerAllVenues,
      venueIds: a?.permissions.venueIds ?? [],
    }),
    schema: accountFormSchema(!account),
    create: createAdmin,
    update: (a, input) => updateAdmin(a.id, input),
    onSaved: refresh,
    savedMessage: ({ name, email }, created) => (created ? t('invited', { email }) : t('saved', { name })),
  });
  const values = form.values;
  const isSelf = account !== undefined && account.id === user?.id;

  return (
    <EntityDrawer
      {...drawer}
      {...form.drawer}
      title={form.isNew ? t('invite') : (account?.name ?? '')}
      saveLabel={form.isNew ? t('sendInvitation') : undefined}
    >
      {values && (
        <Stack gap="md">
          {form.isNew ? (
            <TextInput
              label={t('fields.email')}
              description={t('fields.emailHint')}
              type="email"
              autoComplete="off"
              required
              data-autofocus
              {...form.field('email')}
            />
          ) : (
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {account?.email}
              </Text>
              {account && <StatusBadge status={account.status} />}
            </Group>
          )}
          <TextInput label={t('fields.name')} required {...form.field('name')} />
          <Select
            label={t('fields.role')}
            allowDeselect={false}
            data={BACKOFFICE_ROLES.map((role) => ({
              value: role,
              label: t(`roles.${role}`),
              // Only a Super admin makes a Super admin.
              disabled:
                role === 'SUPER_ADMIN' && user?.role !== 'SUPER_ADMIN' && values.role !== 'SUPER_ADMIN',
            }))}
            {...form.field('role')}
          />
          <Divider label={t('fields.access')} labelPosition="left" />
          <Switch
            label={t('fields.fullAccess')}
            description={callerFull ? t('fields.fullAccessHint') : t('fields.fullAccessNotHeld')}
            disabled={!callerFull || isSelf}
            {...form.checkbox('fullAccess')}
          />
          {!values.fullAccess && (
            <Checkbox.Group
              label={t('fields.scopes')}
              description={isSelf ? t('fields.keepAccounts') : undefined}
              error={form.errorOf('scopes')}
              value={values.scopes}
              onChange={(next) => {
                form.clearError('scopes');
                form.setValues({ scopes: next as Scope[] });
              }}
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs" spacing="xs">
                {grantable.map((scope) => (
                  <Checkbox key={scope} value={scope} label={t(`scopes.${scope}`)} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
          <Divider label={t('fields.venues')} labelPosition="left" />
          <Switch
            label={t('fields.allVenues')}
            description={callerAllVenues ? undefined : t('fields.allVenuesNotHeld')}
            disabled={!callerAllVenues}
            {...form.checkbox('allVenues')}
          />
          {!values.allVenues && (
            <MultiSelect
              label={t('fields.selectedVenues')}
              placeholder={t('fields.selectedVenuesPlaceholder')}
              data={venues.map((v) => ({ value: v.id, label: v.name }))}
              searchable
              {...form.field('venueIds')}
            />
          )}
          {account && !form.isNew && <AccountActions account={account} isSelf={isSelf} />}
        </Stack>
      )}
    </EntityDrawer>
  );
}

function AccountActions({ account, isSelf }: { account: Account; isSelf: boolean }) {
  const { t } = useTranslation('accounts');
  const { t: tc } = useTranslation();
  const confirm = useConfirm();
  const toast = useToast();
  const refresh = useRefreshAccounts();
  const fmt = useFormats();
  const [busy, setBusy] = useState<'resend' | 'block' | null>(null);

  async function run(kind: 'resend' | 'block', send: () => Promise<RequestResult<unknown>>, done: string) {
    setBusy(kind);
    const result = await send();
    setBusy(null);
    if (result.success) {
      toast.success(done);
      await refresh();
      return;
    }
    const known = result.fieldErrors.find((f) => ACCOUNTS_FORM.known.has(f.message));
    toast.error(known ? t(known.message as AccountsKey) : tc(errorMessageKey(result.errorCodes)));
  }

  async function toggleBlock() {
    if (account.status === 'BLOCKED') {
      await run('block', () => unblockUser(account.id), t('unblocked', { name: account.name }));
      return;
    }
    const sure = await confirm({
      title: t('blockTitle', { name: account.name }),
      message: t('blockMessage', { name: account.name }),
      confirmLabel: t('block'),
      danger: true,
    });
    if (sure) await run('block', () => blockUser(account.id), t('blocked', { name: account.name }));
  }

  return (
    <Stack gap="xs">
      <Divider label={t('fields.account')} labelPosition="left" />
      {account.status === 'INVITED' && (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" c="dimmed">
            {account.invitedAt
              ? t('invitedAt', { when: fmt.dateTime(account.invitedAt) })
              : t('notInvitedYet')}
          </Text>
          <Button
            variant="light"
            size="xs"
            loading={busy === 'resend'}
            onClick={() =>
              void run('resend', () => resendInvitation(account.id), t('resent', { email: account.email }))
            }
          >
            {t('resend')}
          </Button>
        </Group>
      )}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed">
          {isSelf ? t('cannotBlockSelf') : account.status === 'BLOCKED' ? t('blockedHint') : t('blockHint')}
        </Text>
        {!isSelf && (
          <Button
            variant="light"
            size="xs"
            color={account.status === 'BLOCKED' ? undefined : 'red'}
            loading={busy === 'block'}
            onClick={() => void toggleBlock()}
          >
            {account.status === 'BLOCKED' ? t('unblock') : t('block')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
