import { modificationGroupSchema } from '@fika/domain';
import { Divider, NumberInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { request } from '../../lib/request.ts';
import { EntityDrawer, type EntityParam } from '../../ui/entity-drawer.tsx';
import { TranslationFields } from '../../ui/translation-fields.tsx';
import { useEntityForm } from '../../ui/use-entity-form.ts';
import { useListDrawer } from '../../ui/use-list-drawer.ts';
import { groupDraft, groupInput, sameGroup } from './group-draft.ts';
import { ItemPicker } from './item-picker.tsx';
import { ModificationListEditor } from './modification-list-editor.tsx';
import {
  CREATE_MODIFICATION_GROUP_MUTATION,
  UPDATE_MODIFICATION_GROUP_MUTATION,
} from './modifications.graphql.ts';
import { PIM_FORM } from './pim-form.ts';
import { type ModificationGroup, useDeletePimRow, useRefreshPim } from './use-modifications.ts';

/** Props of {@link ModificationGroupDrawer}. */
export interface ModificationGroupDrawerProps {
  entity: EntityParam;
  /** The loaded groups; undefined while they load. */
  groups: readonly ModificationGroup[] | undefined;
  loadError: { codes: readonly string[] } | null;
  onRetry: () => void;
}

const EXPECTED = { expectedCodes: ['BAD_USER_INPUT'] } as const;

/** The create/edit drawer of a modification group (?id=, ?id=new). */
export function ModificationGroupDrawer(props: ModificationGroupDrawerProps) {
  // A fresh form for each group opened.
  return <GroupDrawer key={props.entity.id ?? 'closed'} {...props} />;
}

function GroupDrawer({ entity, groups, loadError, onRetry }: ModificationGroupDrawerProps) {
  const { t } = useTranslation('pim');
  const deleteRow = useDeletePimRow();
  const {
    row: group,
    ready,
    drawer,
  } = useListDrawer(entity, groups, { error: loadError, retry: onRetry }, (g) => deleteRow(g, g.title));
  const form = useEntityForm({
    messages: PIM_FORM,
    ready,
    record: group,
    initialValues: (g) => groupDraft(g ?? null),
    same: sameGroup,
    schema: modificationGroupSchema,
    toInput: groupInput,
    create: (input) => request(CREATE_MODIFICATION_GROUP_MUTATION, { input }, EXPECTED),
    update: (g, input) => request(UPDATE_MODIFICATION_GROUP_MUTATION, { id: g.id, input }, EXPECTED),
    onSaved: useRefreshPim(),
    savedMessage: ({ title }, created) =>
      t(created ? 'groups.created' : 'groups.saved', { name: title.trim() }),
  });
  const draft = form.values;

  return (
    <EntityDrawer
      {...drawer}
      {...form.drawer}
      title={form.isNew ? t('groups.new') : (group?.title ?? '')}
      size="xl"
    >
      {draft && (
        <Stack gap="md">
          <TextInput
            label={t('groups.fields.title')}
            description={t('groups.fields.titleHint')}
            required
            data-autofocus
            {...form.field('title')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('languages.translations')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('languages.translationsHint')}
            </Text>
            <TranslationFields
              value={draft.titleLang}
              path="titleLang"
              errorOf={form.errorOf}
              onChange={(titleLang) => form.setValues({ titleLang })}
            />
          </Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              label={t('groups.fields.minSelections')}
              description={t('groups.fields.minHint')}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              {...form.field('minSelections')}
            />
            <NumberInput
              label={t('groups.fields.maxSelections')}
              description={t('groups.fields.maxHint')}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              {...form.field('maxSelections')}
            />
          </SimpleGrid>
          <Divider />
          <div>
            <Title order={3} size="h5">
              {t('groups.fields.modifications')}
            </Title>
            <Text size="xs" c="dimmed">
              {t('groups.modification.priceHint')}
            </Text>
          </div>
          {form.errorOf('modifications') && (
            <Text c="red" size="sm" role="alert">
              {form.errorOf('modifications')}
            </Text>
          )}
          <ModificationListEditor
            value={draft.modifications}
            onChange={(modifications) => form.setValues({ modifications })}
            errorOf={form.errorOf}
            clearError={form.clearError}
          />
          <Divider />
          <ItemPicker
            label={t('groups.fields.items')}
            description={t('groups.fields.itemsHint')}
            placeholder={t('groups.fields.itemsPlaceholder')}
            nothingFound={t('groups.fields.noItems')}
            {...form.field('itemIds')}
          />
        </Stack>
      )}
    </EntityDrawer>
  );
}
