import { LEVEL_LANGUAGES, type MembershipLevelInput, membershipLevelSchema } from '@fika/domain';
import { ColorInput, NumberInput, SimpleGrid, Stack, Switch, Tabs, Textarea, TextInput } from '@mantine/core';
import { Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadErrorState } from '../../lib/request.ts';
import { EntityDrawer, type EntityParam } from '../../ui/entity-drawer.tsx';
import { useDeleteProtocol } from '../../ui/use-delete-protocol.tsx';
import { useEntityForm } from '../../ui/use-entity-form.ts';
import { useListDrawer } from '../../ui/use-list-drawer.ts';
import { ImagePicker } from '../image-library/index.ts';
import { levelName, type MembershipLevel } from '../membership-levels/index.ts';
import { MEMBERSHIPS_FORM } from './memberships-form.ts';
import {
  createMembershipLevel,
  deleteMembershipLevel,
  updateMembershipLevel,
  useRefreshLoyalty,
} from './use-memberships.ts';

type Texts = Record<(typeof LEVEL_LANGUAGES)[number], string>;

interface Draft {
  title: Texts;
  description: Texts;
  discountPercentage: number | string;
  pointsRequired: number | string;
  primaryColor: string;
  secondaryColor: string;
  imageId: string | null;
  isDefault: boolean;
}

const textsOf = (value: Partial<Record<string, string | null>> | undefined): Texts => ({
  en: value?.en ?? '',
  se: value?.se ?? '',
  no: value?.no ?? '',
  es: value?.es ?? '',
});

const draftOf = (level: MembershipLevel | undefined): Draft => ({
  title: textsOf(level?.title),
  description: textsOf(level?.description),
  discountPercentage: level?.discountPercentage ?? 0,
  pointsRequired: level?.pointsRequired ?? '',
  primaryColor: level?.primaryColor ?? '#1f6f5c',
  secondaryColor: level?.secondaryColor ?? '#f4efe6',
  imageId: level?.imageId ?? null,
  isDefault: level?.isDefault ?? false,
});

// An empty number field is NaN, which the schema words as "enter a number"; a blank points field is 0.
const numberOf = (value: number | string, empty: number) =>
  value === '' ? empty : typeof value === 'number' ? value : Number.NaN;

const inputOf = (draft: Draft): MembershipLevelInput => ({
  ...draft,
  discountPercentage: numberOf(draft.discountPercentage, 0),
  pointsRequired: numberOf(draft.pointsRequired, 0),
});

function useDeleteLevel(): (level: MembershipLevel) => Promise<boolean> {
  const { t, i18n } = useTranslation('members');
  const remove = useDeleteProtocol();
  const refresh = useRefreshLoyalty();
  return useCallback(
    (level) => {
      const name = levelName(level, i18n.language);
      return remove({
        send: () => deleteMembershipLevel(level.id),
        texts: {
          title: t('levels.delete.title', { name }),
          message: level.isDefault
            ? t('levels.delete.default')
            : t('levels.delete.message', { count: level.memberCount }),
          done: t('levels.delete.done', { name }),
        },
        onDeleted: refresh,
      });
    },
    [i18n.language, refresh, remove, t],
  );
}

/** The create/edit drawer of a membership level (?id=, ?id=new): texts in four languages, discount, points, colours, default. */
export function LevelDrawer({
  entity,
  levels,
  load,
}: {
  entity: EntityParam;
  levels: readonly MembershipLevel[] | undefined;
  load: { error: LoadErrorState | null; retry: () => void };
}) {
  const { t, i18n } = useTranslation('members');
  const deleteLevel = useDeleteLevel();
  const { row: level, ready, drawer } = useListDrawer(entity, levels, load, deleteLevel);
  const form = useEntityForm({
    messages: MEMBERSHIPS_FORM,
    ready,
    record: level,
    initialValues: draftOf,
    toInput: inputOf,
    schema: membershipLevelSchema,
    create: createMembershipLevel,
    update: (l, input) => updateMembershipLevel(l.id, input),
    onSaved: useRefreshLoyalty(),
    savedMessage: (input, created) =>
      t(created ? 'levels.created' : 'levels.saved', {
        name: levelName({ title: input.title }, i18n.language),
      }),
  });
  const values = form.values;
  // The texts are one field per language: bound by hand, with the error of their own path.
  const textField = (name: 'title' | 'description', lang: (typeof LEVEL_LANGUAGES)[number]) => ({
    value: values?.[name][lang] ?? '',
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      form.clearError(`${name}.${lang}`);
      if (values) form.setValues({ [name]: { ...values[name], [lang]: value } });
    },
    error: form.errorOf(`${name}.${lang}`),
  });
  return (
    <EntityDrawer
      {...drawer}
      {...form.drawer}
      title={form.isNew ? t('levels.new') : level ? levelName(level, i18n.language) : ''}
      size="lg"
    >
      {values && (
        <Stack gap="md">
          <Tabs defaultValue="en" keepMounted>
            <Tabs.List>
              {LEVEL_LANGUAGES.map((lang) => (
                <Tabs.Tab key={lang} value={lang}>
                  {t(`languages.${lang}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {LEVEL_LANGUAGES.map((lang) => (
              <Tabs.Panel key={lang} value={lang} pt="sm">
                <Stack gap="sm">
                  <TextInput
                    label={t('levels.fields.title')}
                    description={lang === 'en' ? t('levels.fields.titleHint') : undefined}
                    data-autofocus={lang === 'en' ? true : undefined}
                    {...textField('title', lang)}
                  />
                  <Textarea
                    label={t('levels.fields.description')}
                    autosize
                    minRows={2}
                    {...textField('description', lang)}
                  />
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NumberInput
              label={t('levels.fields.pointsRequired')}
              description={t('levels.fields.pointsRequiredHint')}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=" "
              {...form.field('pointsRequired')}
            />
            <NumberInput
              label={t('levels.fields.discount')}
              min={0}
              max={100}
              suffix=" %"
              allowDecimal={false}
              allowNegative={false}
              {...form.field('discountPercentage')}
            />
            <ColorInput
              label={t('levels.fields.primaryColor')}
              format="hex"
              {...form.field('primaryColor')}
            />
            <ColorInput
              label={t('levels.fields.secondaryColor')}
              format="hex"
              {...form.field('secondaryColor')}
            />
          </SimpleGrid>
          {/* The library's picker (its own chunk and texts): the level's badge picture. */}
          <Suspense fallback={null}>
            <ImagePicker
              value={values.imageId}
              onChange={(imageId) => form.setValues({ imageId })}
              error={form.errorOf('imageId')}
            />
          </Suspense>
          <Switch
            label={t('levels.fields.default')}
            description={level?.isDefault ? t('levels.fields.isDefaultHint') : t('levels.fields.defaultHint')}
            disabled={level?.isDefault}
            {...form.checkbox('isDefault')}
          />
        </Stack>
      )}
    </EntityDrawer>
  );
}
