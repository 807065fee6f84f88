import { predefinedMessageSchema } from '@fika/domain';
import { Textarea } from '@mantine/core';
import { IconMessage2, IconMessageOff } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../lib/graphql.ts';
import { errorMessageKey } from '../../lib/i18n.ts';
import { request } from '../../lib/request.ts';
import { useConfirm } from '../../ui/confirm.tsx';
import { EntityDrawer, type EntityParam, useEntityParam } from '../../ui/entity-drawer.tsx';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { EmptyState, Page } from '../../ui/page.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import {
  dataOrThrow,
  loadErrorOf,
  PIM_FORM,
  PIM_QUERY_KEYS,
  useEntityDraft,
  useListDrawer,
  useRefreshPim,
} from '../modifications/index.ts';
import { type SessionVenue, useSession } from '../session/index.ts';
import {
  CREATE_PREDEFINED_MESSAGE_MUTATION,
  DELETE_PREDEFINED_MESSAGE_MUTATION,
  PREDEFINED_MESSAGES_QUERY,
  UPDATE_PREDEFINED_MESSAGE_MUTATION,
} from './predefined-messages.graphql.ts';

type Message = ResultOf<typeof PREDEFINED_MESSAGES_QUERY>['predefinedMessages'][number];

const messagesQuery = (venueId: string) =>
  queryOptions({
    queryKey: PIM_QUERY_KEYS.messages(venueId),
    queryFn: async ({ signal }) =>
      dataOrThrow(await request(PREDEFINED_MESSAGES_QUERY, { venueId }, { signal })).predefinedMessages,
  });

/**
 * /settings/predefined-messages: the selected venue's kitchen messages (type ITEM) — list, add,
 * edit, delete. Without a company or a venue in the session: 'Metadata not available' (§5, §8).
 */
export function PredefinedMessagesPage() {
  const { t } = useTranslation('pim');
  const { metadata, venue } = useSession();
  const title = t('pages.predefinedMessages', { ns: 'backoffice' });
  if (!metadata.companyId || !venue) {
    return (
      <Page title={title}>
        <EmptyState icon={<IconMessageOff size={26} />} title={t('messages.metadataMissing')}>
          {t('messages.metadataText')}
        </EmptyState>
      </Page>
    );
  }
  return <VenueMessages key={venue.id} venue={venue} title={title} />;
}

function VenueMessages({ venue, title }: { venue: SessionVenue; title: string }) {
  const { t } = useTranslation('pim');
  const entity = useEntityParam();
  const messages = useQuery(messagesQuery(venue.id));
  const error = loadErrorOf(messages.error);
  const columns: ListColumn<Message>[] = [
    {
      key: 'message',
      header: t('messages.columns.message'),
      sortValue: (m) => m.message,
      render: (m) => m.message,
    },
  ];
  return (
    <ListPage<Message>
      title={title}
      description={t('messages.description', { venue: venue.name })}
      rows={messages.data}
      rowKey={(m) => m.id}
      columns={columns}
      loading={messages.isPending}
      error={error}
      onRetry={() => void messages.refetch()}
      searchText={(m) => m.message}
      primaryAction={{ label: t('messages.new'), onClick: entity.openNew }}
      onRowClick={(m) => entity.open(m.id)}
      empty={{
        title: t('messages.empty.title'),
        text: t('messages.empty.text'),
        icon: <IconMessage2 size={26} />,
      }}
    >
      <MessageDrawer
        key={entity.id ?? 'closed'}
        entity={entity}
        venueId={venue.id}
        messages={messages.data}
        load={{ error, retry: () => void messages.refetch() }}
      />
    </ListPage>
  );
}

function MessageDrawer({
  entity,
  venueId,
  messages,
  load,
}: {
  entity: EntityParam;
  venueId: string;
  messages: readonly Message[] | undefined;
  load: { error: { codes: string[] } | null; retry: () => void };
}) {
  const { t } = useTranslation('pim');
  const form = useFormSubmit(PIM_FORM);
  const refresh = useRefreshPim();
  const confirm = useConfirm();
  const toast = useToast();
  const { isNew } = entity;
  const { row: message, ready, drawer } = useListDrawer(entity, messages, load, (m) => m.message);
  const { draft, change, dirty } = useEntityDraft(ready, () => ({ message: message?.message ?? '' }));

  const save = async () => {
    if (!draft) return false;
    const name = draft.message.trim();
    return form.submit<typeof predefinedMessageSchema, unknown>({
      schema: predefinedMessageSchema,
      input: draft,
      send: (input) =>
        message
          ? request(
              UPDATE_PREDEFINED_MESSAGE_MUTATION,
              { id: message.id, ...input },
              { expectedCodes: ['BAD_USER_INPUT'] },
            )
          : request(
              CREATE_PREDEFINED_MESSAGE_MUTATION,
              { venueId, ...input },
              { expectedCodes: ['BAD_USER_INPUT'] },
            ),
      onSuccess: refresh,
      saved: message ? t('messages.saved', { name }) : t('messages.created', { name }),
    });
  };

  // Nothing depends on a message: one confirmation, then it goes.
  const remove = async () => {
    if (!message) return false;
    const name = message.message;
    if (
      !(await confirm({
        title: t('delete.title', { name }),
        message: t('delete.text', { name }),
        danger: true,
      }))
    ) {
      return false;
    }
    const result = await request(DELETE_PREDEFINED_MESSAGE_MUTATION, { id: message.id });
    if (!result.success) {
      toast.error(t(errorMessageKey(result.errorCodes), { ns: 'common' }));
      return false;
    }
    toast.success(t('delete.done', { name }));
    await refresh();
    return true;
  };

  return (
    <EntityDrawer
      {...drawer}
      title={isNew ? t('messages.newTitle') : t('messages.editTitle')}
      dirty={dirty}
      onSave={save}
      onDelete={remove}
      size="md"
    >
      {draft && (
        <Textarea
          label={t('messages.fields.message')}
          description={t('messages.fields.messageHint')}
          required
          rows={3}
          maxLength={200}
          data-autofocus
          value={draft.message}
          error={form.errorOf('message')}
          onChange={(event) => {
            form.clearError('message');
            change({ message: event.currentTarget.value });
          }}
        />
      )}
    </EntityDrawer>
  );
}
