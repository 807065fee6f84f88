import { fieldErrorsFromZod, floorPlanSaveSchema } from '@fika/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type Dispatch, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldError, request } from '../../lib/request.ts';
import { useToast } from '../../ui/toasts.tsx';
import type { Draft, EditorAction } from './editor-state.ts';
import { SAVE_FLOOR_PLAN_MUTATION } from './floor-plan.graphql.ts';
import { FLOOR_PLAN_KEYS, type FloorPlan, saveInputOf } from './use-floor-plans.ts';

/** One broken rule, on the item it concerns. */
export interface PlanProblem {
  key: string;
  code: string;
  field: string;
  message: string;
}

/**
 * The editor's one Save: the domain's rules first (nothing is sent while a table is refused), then
 * saveFloorPlan with the version the editor loaded. A CONFLICT (someone else saved meanwhile) keeps
 * the draft on screen and offers a reload; field errors land on their tables.
 */
export function useSavePlan(plan: FloorPlan, draft: Draft, dispatch: Dispatch<EditorAction>) {
  const { t } = useTranslation('floor-plans');
  const toast = useToast();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [errors, setErrors] = useState<{ draft: Draft; list: FieldError[] } | null>(null);

  const problems = useMemo((): PlanProblem[] => {
    if (!errors) return [];
    const { tableItems, areaItems } = saveInputOf(errors.draft, plan.version);
    return errors.list.flatMap(({ field, message }) => {
      const [list, index, name = ''] = field.split('.');
      const item = (list === 'tables' ? tableItems : list === 'areas' ? areaItems : [])[Number(index)];
      // Fields of the plan itself (a hand-made request only) have no item to point at.
      if (!item) return [];
      return [
        {
          key: item.key,
          code: item.code || '—',
          field: name,
          message: t(message, { defaultValue: t('validation.invalid') }),
        },
      ];
    });
  }, [errors, plan.version, t]);

  const fieldErrorsOf = useCallback(
    (key: string) =>
      Object.fromEntries(problems.filter((p) => p.key === key).map((p) => [p.field, p.message])),
    [problems],
  );

  const save = useCallback(async () => {
    const { input } = saveInputOf(draft, plan.version);
    const checked = floorPlanSaveSchema.safeParse(input);
    if (!checked.success) {
      setErrors({ draft, list: fieldErrorsFromZod(checked.error) });
      return;
    }
    setSaving(true);
    setErrors(null);
    try {
      const result = await request(
        SAVE_FLOOR_PLAN_MUTATION,
        { id: plan.id, input },
        {
          expectedCodes: ['BAD_USER_INPUT', 'CONFLICT'],
        },
      );
      if (result.success) {
        setConflict(false);
        toast.success(t('saved', { name: plan.name }));
        // The stored plan replaces the draft: new tables get their ids, the version moves on.
        queryClient.setQueryData<FloorPlan[]>(FLOOR_PLAN_KEYS.venue(plan.venueId), (old) =>
          old?.map((p) => (p.id === plan.id ? result.data.saveFloorPlan : p)),
        );
        dispatch({ type: 'select', key: null });
        return;
      }
      if (result.errorCodes.includes('CONFLICT')) setConflict(true);
      else if (result.fieldErrors.length > 0) setErrors({ draft, list: result.fieldErrors });
      else toast.error(t('saveFailed'));
    } finally {
      setSaving(false);
    }
  }, [draft, plan, dispatch, queryClient, t, toast]);

  return { save, saving, conflict, problems, fieldErrorsOf };
}
