import { List, Stack, Text } from '@mantine/core';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../lib/i18n.ts';
import type { ErrorExtensions, RequestResult } from '../lib/request.ts';
import { useConfirm } from './confirm.tsx';
import { useToast } from './toasts.tsx';

/** How many things of one kind depend on a record, as a CONFLICT reports them (3 MENU_ENTRIES). */
export interface Dependent {
  kind: string;
  count: number;
  /** Who they are, when the server names them (the staff on an access level); may be fewer than `count`. */
  names?: readonly string[];
}

function isDependent(value: unknown): value is Dependent {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, count } = value as Record<string, unknown>;
  return typeof kind === 'string' && typeof count === 'number';
}

/** The dependents a refused delete reports in its errors' `extensions.dependents`. */
export function dependentsOf(extensions: readonly ErrorExtensions[]): Dependent[] {
  return extensions.flatMap((e) => (Array.isArray(e.dependents) ? e.dependents.filter(isDependent) : []));
}

/** The texts of one delete, in the area's own words. */
export interface DeleteTexts {
  /** "Delete Kök?" */
  title: string;
  /** The first question: what happens ("This cannot be undone."). */
  message: ReactNode;
  /** The confirm button of the first question; defaults to the shell's "Delete". */
  confirm?: string;
  /** The success toast. */
  done: string;
  /** When the server refuses because things depend on the record: how to list them. */
  dependents?: {
    /** Above the list ("These depend on it:"). */
    intro: string;
    /** Below the list: what a forced delete does, or why it cannot be deleted. */
    outro: string;
    /** One line of the list ("Menu entries: 3"). */
    kind: (dependent: Dependent) => string;
    /** The forced delete's button ("Delete anyway"). */
    confirmForce: string;
    /** Still refused after forcing (something new depends on it). */
    changed: string;
  };
}

/** One delete through {@link useDeleteProtocol}. */
export interface DeleteRequest {
  /** Sends the delete; `force` only when the operation has a forced variant (`canForce`). */
  send: (force: boolean) => Promise<RequestResult<unknown>>;
  /** The operation can delete anyway, removing what depends on the record. */
  canForce?: boolean;
  texts: DeleteTexts;
  /** After a successful delete, before the toast (e.g. reload the lists). */
  onDeleted?: () => void | Promise<void>;
}

/**
 * The one way a screen deletes: ask, try the delete; when the server refuses with CONFLICT and
 * names what depends on the record (`extensions.dependents`), list those and offer the forced
 * delete if the operation has one. Any other failure is a toast. Resolves true once deleted.
 */
export function useDeleteProtocol(): (request: DeleteRequest) => Promise<boolean> {
  const { t } = useTranslation('ui');
  const confirm = useConfirm();
  const toast = useToast();
  return useCallback(
    async ({ send, canForce = false, texts, onDeleted }) => {
      const fail = (codes: readonly string[]) => {
        toast.error(t(errorMessageKey(codes), { ns: 'common' }));
        return false;
      };
      if (
        !(await confirm({
          title: texts.title,
          message: texts.message,
          confirmLabel: texts.confirm,
          danger: true,
        }))
      ) {
        return false;
      }
      let result = await send(false);
      if (!result.success) {
        const dependents = dependentsOf(result.extensions);
        const list = texts.dependents;
        if (!result.errorCodes.includes('CONFLICT') || dependents.length === 0 || !list) {
          return fail(result.errorCodes);
        }
        const message = (
          <Stack gap="xs">
            <Text>{list.intro}</Text>
            <List>
              {dependents.map((dependent) => (
                <List.Item key={dependent.kind}>{list.kind(dependent)}</List.Item>
              ))}
            </List>
            <Text>{list.outro}</Text>
          </Stack>
        );
        if (!canForce) {
          // Nothing to offer but the reason: the user removes the links first.
          await confirm({ title: texts.title, message, confirmLabel: t('shell.close') });
          return false;
        }
        if (
          !(await confirm({ title: texts.title, message, confirmLabel: list.confirmForce, danger: true }))
        ) {
          return false;
        }
        result = await send(true);
        if (!result.success) {
          if (!result.errorCodes.includes('CONFLICT')) return fail(result.errorCodes);
          toast.error(list.changed);
          return false;
        }
      }
      await onDeleted?.();
      toast.success(texts.done);
      return true;
    },
    [confirm, t, toast],
  );
}
