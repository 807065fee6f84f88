import {
  PAYMENT_METHOD_ERRORS,
  PAYMENT_METHODS,
  paymentMethodLabel,
  paymentMethodSchema,
  VALIDATION_MESSAGE_KEYS,
} from '@fika/domain';
import { Select, TextInput } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../lib/graphql.ts';
import { gqlQuery, type LoadErrorState, loadErrorOf, request } from '../../lib/request.ts';
import { EntityDrawer, type EntityParam, useEntityParam } from '../../ui/entity-drawer.tsx';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { useDeleteProtocol } from '../../ui/use-delete-protocol.tsx';
import { useEntityForm } from '../../ui/use-entity-form.ts';
import type { FormMessages } from '../../ui/use-form-submit.ts';
import { useListDrawer } from '../../ui/use-list-drawer.ts';
import {
  CREATE_PAYMENT_METHOD_MUTATION,
  DELETE_PAYMENT_METHOD_MUTATION,
  PAYMENT_METHODS_QUERY,
  RENAME_PAYMENT_METHOD_MUTATION,
} from './payment-methods.graphql.ts';

type Method = ResultOf<typeof PAYMENT_METHODS_QUERY>['paymentMethods'][number];

const KEY = ['payment-methods'] as const;

const methodsQuery = queryOptions({
  queryKey: KEY,
  queryFn: async ({ signal }) => (await gqlQuery(PAYMENT_METHODS_QUERY, {}, { signal })).paymentMethods,
});

const FORM: FormMessages<'payment-methods'> = {
  ns: 'payment-methods',
  known: new Set<ParseKeys<'payment-methods'>>([
    VALIDATION_MESSAGE_KEYS.required,
    VALIDATION_MESSAGE_KEYS.invalid,
    VALIDATION_MESSAGE_KEYS.unsupportedCharacter,
    VALIDATION_MESSAGE_KEYS.tooLong,
    ...Object.values(PAYMENT_METHOD_ERRORS),
  ]),
  invalid: 'form.invalid',
  toastShownErrors: true,
};

// The form shows the server's field errors itself: not worth a log line.
const EXPECTED = { expectedCodes: ['BAD_USER_INPUT'] } as const;

function useRefresh() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: KEY }), [client]);
}

/**
 * /settings/payment-methods: what the tills take payment with, under the company's names (the
 * tills, reports, Z-reports and vouchers show them) — rename, add a method, remove one.
 */
export function PaymentMethodsPage() {
  const { t, i18n } = useTranslation('payment-methods');
  const entity = useEntityParam();
  const methods = useQuery(methodsQuery);
  const error = loadErrorOf(methods.error);
  const columns: ListColumn<Method>[] = [
    { key: 'name', header: t('columns.name'), sortValue: (m) => m.name, render: (m) => m.name },
    {
      key: 'kind',
      header: t('columns.kind'),
      sortValue: (m) => paymentMethodLabel(m.internalId, i18n.language),
      render: (m) => paymentMethodLabel(m.internalId, i18n.language),
    },
  ];
  return (
    <ListPage<Method>
      title={t('pages.paymentMethods', { ns: 'backoffice' })}
      description={t('description')}
      rows={methods.data}
      rowKey={(m) => m.id}
      columns={columns}
      loading={methods.isPending}
      error={error}
      onRetry={() => void methods.refetch()}
      searchText={(m) => `${m.name} ${paymentMethodLabel(m.internalId, i18n.language)}`}
      primaryAction={{ label: t('new'), onClick: entity.openNew }}
      onRowClick={(m) => entity.open(m.id)}
      empty={{ title: t('empty.title'), text: t('empty.text'), icon: <IconCreditCard size={26} /> }}
    >
      <MethodDrawer
        key={entity.id ?? 'closed'}
        entity={entity}
        methods={methods.data}
        load={{ error, retry: () => void methods.refetch() }}
      />
    </ListPage>
  );
}

function MethodDrawer({
  entity,
  methods,
  load,
}: {
  entity: EntityParam;
  methods: readonly Method[] | undefined;
  load: { error: LoadErrorState | null; retry: () => void };
}) {
  const { t, i18n } = useTranslation('payment-methods');
  const refresh = useRefresh();
  const remove = useDeleteProtocol();
  const {
    row: method,
    ready,
    drawer,
  } = useListDrawer(entity, methods, load, (m) =>
    remove({
      send: () => request(DELETE_PAYMENT_METHOD_MUTATION, { id: m.id }, EXPECTED),
      texts: {
        title: t('delete.title', { name: m.name }),
        message: t('delete.text', { name: m.name }),
        done: t('delete.done', { name: m.name }),
      },
      onDeleted: refresh,
    }),
  );
  const form = useEntityForm({
    messages: FORM,
    ready,
    record: method,
    initialValues: (m) => ({ internalId: m?.internalId ?? '', name: m?.name ?? '' }),
    schema: paymentMethodSchema,
    create: (input) => request(CREATE_PAYMENT_METHOD_MUTATION, { input }, EXPECTED),
    update: (m, input) => request(RENAME_PAYMENT_METHOD_MUTATION, { id: m.id, name: input.name }, EXPECTED),
    onSaved: refresh,
    savedMessage: ({ name }, created) => t(created ? 'created' : 'saved', { name }),
  });
  // A new method takes a code the company has no live method for.
  const taken = new Set((methods ?? []).map((m) => m.internalId));
  const codes = PAYMENT_METHODS.filter((code) => !form.isNew || !taken.has(code)).map((code) => ({
    value: code,
    label: paymentMethodLabel(code, i18n.language),
  }));
  const codeField = form.values ? form.field('internalId') : null;
  return (
    <EntityDrawer
      {...drawer}
      {...form.drawer}
      title={form.isNew ? t('newTitle') : (method?.name ?? '')}
      size="md"
    >
      {form.values && codeField && (
        <>
          <Select
            label={t('fields.kind')}
            description={t('fields.kindHint')}
            required
            disabled={!form.isNew}
            data={codes}
            {...codeField}
            onChange={(value) => {
              codeField.onChange(value ?? '');
              // A new method starts with the kind's usual name; the operator can change it.
              if (value && !form.values?.name)
                form.field('name').onChange(paymentMethodLabel(value, i18n.language));
            }}
          />
          <TextInput
            label={t('fields.name')}
            description={t('fields.nameHint')}
            required
            maxLength={40}
            data-autofocus
            {...form.field('name')}
          />
        </>
      )}
    </EntityDrawer>
  );
}
