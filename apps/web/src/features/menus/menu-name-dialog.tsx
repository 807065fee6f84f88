import { checkMenuName } from '@fika/domain';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/i18n.ts';
import type { RequestResult } from '../../lib/request.ts';
import { StackedModal } from '../../ui/modal-stack.tsx';
import { useToast } from '../../ui/toasts.tsx';
import type { Menu } from './use-menus.ts';

/** Props of {@link MenuNameDialog}. */
export interface MenuNameDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The menu to rename; null creates one. */
  menu: { id: string; name: string } | null;
  /** Creates or renames; the answer carries the saved menu or the server's field errors. */
  onSubmit: (name: string) => Promise<RequestResult<Menu>>;
  onSaved: (menu: Menu) => void;
}

/** Names a new menu, or renames one (names are unique in the company, whatever the case). */
export function MenuNameDialog({ opened, onClose, menu, onSubmit, onSaved }: MenuNameDialogProps) {
  const { t } = useTranslation('menus');
  const toast = useToast();
  const [name, setName] = useState(menu?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [shownFor, setShownFor] = useState<{ opened: boolean; id: string | undefined }>({
    opened,
    id: menu?.id,
  });
  // Each opening starts from the menu's current name.
  if (shownFor.opened !== opened || shownFor.id !== menu?.id) {
    setShownFor({ opened, id: menu?.id });
    setName(menu?.name ?? '');
    setError(null);
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkMenuName(name);
    if (problem) {
      setError(problem);
      return;
    }
    const trimmed = name.trim();
    setSaving(true);
    const result = await onSubmit(trimmed);
    setSaving(false);
    if (result.success) {
      toast.success(menu ? t('nameDialog.renamed') : t('nameDialog.created', { name: trimmed }));
      onSaved(result.data);
      onClose();
      return;
    }
    const fieldError = result.fieldErrors.find((e) => e.field === 'name');
    if (fieldError) setError(fieldError.message);
    else
      toast.error(t(errorMessageKey(result.errorCodes), { ns: 'common' }), { title: t('nameDialog.failed') });
  };

  return (
    <StackedModal
      opened={opened}
      onClose={onClose}
      title={menu ? t('nameDialog.renameTitle', { name: menu.name }) : t('nameDialog.createTitle')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            data-autofocus
            required
            label={t('nameDialog.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={error ? t(error as 'validation.required') : undefined}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {menu ? t('actions.save') : t('nameDialog.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </StackedModal>
  );
}
