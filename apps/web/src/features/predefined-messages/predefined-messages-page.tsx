import { predefinedMessageSchema } from '@fika/domain';
import { Textarea } from '@mantine/core';
import { IconMessage2, IconMessageOff } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../lib/graphql.ts';
import { gqlQuery, type LoadErrorState, loadErrorOf, request } from '../../lib/request.ts';
import { EntityDrawer, type EntityParam, useEntityParam } from '../../ui/entity-drawer.tsx';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { EmptyState, Page } from '../../ui/page.tsx';
import { useDeleteProtocol } from '../../ui/use-delete-protocol.tsx';
import { useEntityForm } from '../../ui/use-entity-form.ts';
import { useListDrawer } from '../../ui/use-list-drawer.ts';
import { PIM_FORM, PIM_QUERY_KEYS, useRefreshPim } from '../modifications/index.ts';
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
      (await gqlQuery(PREDEFINED_MESSAGES_QUERY, { venueId }, { signal })).predefinedMessages,
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

// The form shows the server's field errors itself: not worth a log line.
const EXPECTED = { expectedCodes: ['BAD_USER_INPUT'] } as const;

function MessageDrawer({
  entity,
  venueId,
  messages,
  load,
}: {
  entity: EntityParam;
  venueId: string;
  messages: readonly Message[] | undefined;
  load: { error: LoadErrorState | null; retry: () => void };
}) {
  const { t } = useTranslation('pim');
  const refresh = useRefreshPim();
  const remove = useDeleteProtocol();
  // Nothing depends on a message: one confirmation, then it goes.
  const {
    row: message,
    ready,
    drawer,
  } = useListDrawer(entity, messages, load, (m) =>
    remove({
      send: () => request(DELETE_PREDEFINED_MESSAGE_MUTATION, { id: m.id }),
      texts: {
        title: t('delete.title', { name: m.message }),
        message: t('delete.text', { name: m.message }),
        done: t('delete.done', { name: m.message }),
      },
      onDeleted: refresh,
    }),
  );
  const form = useEntityForm({
    messages: PIM_FORM,
    ready,
    record: message,
    initialValues: (m) => ({ message: m?.message ?? '' }),
    schema: predefinedMessageSchema,
    create: (input) => request(CREATE_PREDEFINED_MESSAGE_MUTATION, { venueId, ...input }, EXPECTED),
    update: (m, input) => request(UPDATE_PREDEFINED_MESSAGE_MUTATION, { id: m.id, ...input }, EXPECTED),
    onSaved: refresh,
    savedMessage: ({ message: name }, created) =>
      t(created ? 'messages.created' : 'messages.saved', { name }),
  });

  return (
    <EntityDrawer
      {...drawer}
      {...form.drawer}
      title={form.isNew ? t('messages.newTitle') : t('messages.editTitle')}
      size="md"
    >
      {form.values && (
        <Textarea
          label={t('messages.fields.message')}
          description={t('messages.fields.messageHint')}
          required
          rows={3}
          maxLength={200}
          data-autofocus
          {...form.field('message')}
        />
      )}
    </EntityDrawer>
  );
}
