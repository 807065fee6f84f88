import { courseTypeSchema } from '@fika/domain';
import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoadErrorState } from '../../lib/request.ts';
import { EntityDrawer, type EntityParam } from '../../ui/entity-drawer.tsx';
import { useEntityForm } from '../../ui/use-entity-form.ts';
import { useListDrawer } from '../../ui/use-list-drawer.ts';
import { CATALOGUE_FORM, CATALOGUE_QUERY_KEYS, useDeleteNode } from '../catalogue/index.ts';
import { type CourseRow, saveCourseType } from './use-courses.ts';

/** Props of {@link CourseDrawer}. */
export interface CourseDrawerProps {
  entity: EntityParam;
  /** Every course type (undefined while loading): the edited one is found here. */
  courses: readonly CourseRow[] | undefined;
  load: { error: LoadErrorState | null; retry: () => void };
}

/** Create or edit a course type (name, label, order); delete it with what depends on it. */
export function CourseDrawer({ entity, courses, load }: CourseDrawerProps) {
  const { t } = useTranslation('catalogue');
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: CATALOGUE_QUERY_KEYS.all });
  const deleteNode = useDeleteNode();
  const { row: course, drawer } = useListDrawer(entity, courses, load, async (c) => {
    const deleted = await deleteNode(c.id, c.name);
    if (deleted) await refresh();
    return deleted;
  });
  const form = useEntityForm({
    messages: CATALOGUE_FORM,
    // A new course waits for the list: it goes after the last one.
    ready: course !== undefined || (entity.isNew && courses !== undefined),
    record: course,
    initialValues: (c): { name: string; label: string; position: number | string } => ({
      name: c?.name ?? '',
      label: c?.label ?? '',
      position: c?.position ?? Math.max(0, ...(courses ?? []).map((other) => other.position + 1)),
    }),
    schema: courseTypeSchema,
    // An emptied order ('') is left out: the server puts the course last.
    toInput: (v) => ({ ...v, position: typeof v.position === 'number' ? v.position : undefined }),
    create: (input) => saveCourseType(null, input),
    update: (c, input) => saveCourseType(c.id, input),
    onSaved: refresh,
    savedMessage: ({ name }, created) => t(created ? 'courseForm.created' : 'courseForm.saved', { name }),
  });

  return (
    <EntityDrawer
      {...drawer}
      {...form.drawer}
      title={
        form.isNew ? t('courseForm.createTitle') : t('courseForm.editTitle', { name: course?.name ?? '' })
      }
      loading={courses === undefined && !load.error}
      size="md"
    >
      {form.values && (
        <SimpleGrid cols={1} spacing="md">
          <TextInput
            name="name"
            label={t('courseForm.name')}
            withAsterisk
            aria-required
            data-autofocus
            {...form.field('name')}
          />
          <TextInput
            name="label"
            label={t('courseForm.label')}
            description={t('courseForm.labelHint')}
            withAsterisk
            aria-required
            {...form.field('label')}
          />
          <NumberInput
            name="position"
            label={t('courseForm.position')}
            description={t('courseForm.positionHint')}
            min={0}
            max={1000}
            allowDecimal={false}
            allowNegative={false}
            {...form.field('position')}
          />
        </SimpleGrid>
      )}
    </EntityDrawer>
  );
}
