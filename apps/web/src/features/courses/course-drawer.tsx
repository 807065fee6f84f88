import { courseTypeSchema } from '@fika/domain';
import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityDrawer } from '../../ui/entity-drawer.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { CATALOGUE_FORM, CATALOGUE_QUERY_KEYS, useDeleteNode } from '../catalogue/index.ts';
import { type CourseRow, saveCourseType } from './use-courses.ts';

const FIELDS = ['name', 'label', 'position'];

interface CourseValues {
  name: string;
  label: string;
  /** '' while the field is empty. */
  position: number | string;
}

/** Props of {@link CourseDrawer}. */
export interface CourseDrawerProps {
  /** `?id=`: a course type id, 'new', or undefined (closed). */
  id: string | undefined;
  /** Every course type (undefined while loading): the edited one is found here. */
  courses: readonly CourseRow[] | undefined;
  onClose: () => void;
}

/** Create or edit a course type (name, label, order); delete it with what depends on it. */
export function CourseDrawer({ id, courses, onClose }: CourseDrawerProps) {
  const { t } = useTranslation('catalogue');
  const toast = useToast();
  const queryClient = useQueryClient();
  const deleteNode = useDeleteNode();
  const { errorOf, clearError, submit } = useFormSubmit(CATALOGUE_FORM, FIELDS);
  const isNew = id === 'new';
  const course = isNew ? null : courses?.find((c) => c.id === id);

  const [values, setValues] = useState<CourseValues | null>(null);
  const [initial, setInitial] = useState<CourseValues | null>(null);
  const [loadedFor, setLoadedFor] = useState<string | undefined>(undefined);
  // A new course waits for the list: it goes after the last one.
  if (loadedFor !== id && ((isNew && courses) || course || id === undefined)) {
    const next = Math.max(0, ...(courses ?? []).map((c) => c.position + 1));
    const start =
      id === undefined
        ? null
        : { name: course?.name ?? '', label: course?.label ?? '', position: course?.position ?? next };
    setLoadedFor(id);
    setValues(start);
    setInitial(start);
  }
  const change = (patch: Partial<CourseValues>, field: string) => {
    clearError(field);
    setValues((current) => (current ? { ...current, ...patch } : current));
  };

  const onSave = async () => {
    if (!values) return false;
    const input = {
      name: values.name,
      label: values.label,
      position: typeof values.position === 'number' ? values.position : undefined,
    };
    return submit({
      schema: courseTypeSchema,
      input,
      send: (data) => saveCourseType(isNew || !id ? null : id, data),
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: CATALOGUE_QUERY_KEYS.all });
        const name = values.name.trim();
        toast.success(isNew ? t('courseForm.created', { name }) : t('courseForm.saved', { name }));
      },
    });
  };

  const onDelete = async () => {
    if (!course) return false;
    const deleted = await deleteNode(course.id, course.name);
    if (deleted) await queryClient.invalidateQueries({ queryKey: CATALOGUE_QUERY_KEYS.all });
    return deleted;
  };

  return (
    <EntityDrawer
      id={id}
      title={isNew ? t('courseForm.createTitle') : t('courseForm.editTitle', { name: course?.name ?? '' })}
      onClose={onClose}
      loading={courses === undefined}
      notFound={courses !== undefined && !isNew && !course}
      dirty={JSON.stringify(values) !== JSON.stringify(initial)}
      onSave={onSave}
      onDelete={isNew ? undefined : onDelete}
      size="md"
    >
      {values && (
        <SimpleGrid cols={1} spacing="md">
          <TextInput
            name="name"
            label={t('courseForm.name')}
            value={values.name}
            onChange={(event) => change({ name: event.currentTarget.value }, 'name')}
            error={errorOf('name')}
            withAsterisk
            aria-required
            data-autofocus
          />
          <TextInput
            name="label"
            label={t('courseForm.label')}
            description={t('courseForm.labelHint')}
            value={values.label}
            onChange={(event) => change({ label: event.currentTarget.value }, 'label')}
            error={errorOf('label')}
            withAsterisk
            aria-required
          />
          <NumberInput
            name="position"
            label={t('courseForm.position')}
            description={t('courseForm.positionHint')}
            value={values.position}
            onChange={(position) => change({ position }, 'position')}
            error={errorOf('position')}
            min={0}
            max={1000}
            allowDecimal={false}
            allowNegative={false}
          />
        </SimpleGrid>
      )}
    </EntityDrawer>
  );
}
