import { hasScope } from '@fika/domain';
import {
  ActionIcon,
  Badge,
  Button,
  Menu as DropDown,
  Group,
  Select,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconCalendarTime,
  IconChevronDown,
  IconEdit,
  IconLayoutList,
  IconPlus,
  IconToolsKitchen2,
  IconTrash,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/i18n.ts';
import { errorCodesOf } from '../../lib/request.ts';
import { useConfirm } from '../../ui/confirm.tsx';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useSession } from '../session/index.ts';
import { AvailabilitiesDialog } from './availabilities-dialog.tsx';
import { ItemPicker } from './item-picker.tsx';
import { useMenuName } from './menu-name.ts';
import { MenuNameDialog } from './menu-name-dialog.tsx';
import { PriceField } from './price-field.tsx';
import { entryPriceInputId, useMenuEditor } from './use-menu-editor.ts';
import {
  createMenu,
  deleteMenu,
  type MenuEntry,
  type MenuSummary,
  menuProviderQuery,
  menuQuery,
  renameMenu,
  useMenuChanged,
} from './use-menus.ts';
import { useAllArticlesCheck, useVenueMenuProvisioning } from './use-venue-menu-provisioning.ts';

type Dialog = 'create' | 'rename' | 'availability' | 'add' | null;

/** /menus (§2.4): choose a menu; add items, remove them and edit their prices and default prices. */
export function MenusPage({ menuId }: { menuId?: string }) {
  const { t } = useTranslation('menus');
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const menuName = useMenuName();
  const canWrite = hasScope(useSession().permissions, 'MENUS');
  const provisioned = useVenueMenuProvisioning();
  const provider = useQuery({ ...menuProviderQuery, enabled: provisioned });
  useAllArticlesCheck(provider.data);
  const data = provider.data;

  const chosenId = menuId ?? data?.allArticles?.id ?? data?.menus[0]?.id;
  const menuResult = useQuery({ ...menuQuery(chosenId ?? ''), enabled: chosenId !== undefined });
  const menu = menuResult.data;
  const editor = useMenuEditor(menu, data);
  const onMenuChanged = useMenuChanged();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const open = (id: string) => void navigate({ to: '/menus', search: { menuId: id } });

  const currency = menu?.currency ?? data?.currency ?? 'SEK';
  const editable = canWrite && (menu?.editable ?? false);
  const itemsById = useMemo(() => new Map((data?.items ?? []).map((item) => [item.id, item])), [data]);

  // Entries added in this visit first, so the new price field is in view when it takes focus.
  const rows = useMemo(() => {
    if (!menu) return undefined;
    const recent = editor.recentlyAdded;
    const rank = (entry: MenuEntry) => {
      const at = recent.indexOf(entry.id);
      return at === -1 ? recent.length : at;
    };
    return [...menu.menuEntries].sort((a, b) => rank(a) - rank(b));
  }, [menu, editor.recentlyAdded]);

  const title = (entry: MenuEntry) => entry.item.title;
  const columns: ListColumn<MenuEntry>[] = [
    {
      key: 'item',
      header: t('editor.columns.item'),
      sortValue: title,
      render: (entry) => (
        <div>
          <Text size="sm" fw={500}>
            {entry.item.title}
          </Text>
          <Text size="xs" c="dimmed">
            {itemsById.get(entry.item.id)?.categories[0]?.name}
          </Text>
        </div>
      ),
    },
  ];
  if (menu && !menu.isDefault) {
    columns.push({
      key: 'defaultPrice',
      header: t('editor.columns.defaultPrice'),
      sortValue: (entry) => entry.item.defaultPrice,
      render: (entry) => (
        <PriceField
          value={entry.item.defaultPrice}
          currency={currency}
          label={t('editor.defaultPriceOf', { title: title(entry) })}
          // Changed through the item's 'All articles' entry, known once the menus data is in.
          disabled={!canWrite || !itemsById.get(entry.item.id)?.allArticlesEntryId}
          onSave={(price) => editor.changeDefaultPrice(entry, price)}
        />
      ),
    });
  }
  columns.push({
    key: 'price',
    header: menu?.isDefault ? t('editor.columns.defaultPrice') : t('editor.columns.price'),
    sortValue: (entry) => entry.price,
    render: (entry) => (
      <PriceField
        id={entryPriceInputId(entry.id)}
        value={entry.price}
        currency={currency}
        label={
          menu?.isDefault
            ? t('editor.defaultPriceOf', { title: title(entry) })
            : t('editor.priceOf', { title: title(entry) })
        }
        disabled={!editable}
        onSave={(price) => editor.changePrice(entry, price)}
      />
    ),
  });
  if (menu && !menu.isDefault && editable) {
    columns.push({
      key: 'remove',
      header: <VisuallyHidden>{t('editor.columns.remove')}</VisuallyHidden>,
      label: t('editor.columns.remove'),
      width: 56,
      render: (entry) => (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('editor.remove', { title: title(entry) })}
          onClick={async () => {
            if (!(await editor.removeEntry(entry)))
              toast.warn(t('editor.removeFailed', { title: title(entry) }));
          }}
        >
          <IconTrash size={16} />
        </ActionIcon>
      ),
    });
  }

  const addItems = async (items: Parameters<typeof editor.addItems>[0]) => {
    try {
      await editor.addItems(items);
    } catch (error) {
      toast.error(t(errorMessageKey(errorCodesOf(error)), { ns: 'common' }), {
        title: t('editor.addFailed'),
      });
      throw error;
    }
  };

  const removeMenu = async () => {
    if (!menu || !data) return;
    const uses = data.venues.flatMap((venue) =>
      venue.menus
        .filter((link) => link.menu.id === menu.id)
        .map((link) => `${venue.name} (${t(`serviceTypes.${link.serviceType}`)})`),
    );
    const ok = await confirm({
      title: t('delete.title', { name: menu.name }),
      message: uses.length > 0 ? t('delete.inUse', { venues: uses.join(', ') }) : t('delete.unused'),
      confirmLabel: t('delete.confirm'),
      danger: true,
    });
    if (!ok) return;
    const result = await deleteMenu(menu.id);
    if (!result.success) {
      toast.error(t(errorMessageKey(result.errorCodes), { ns: 'common' }), { title: t('delete.failed') });
      return;
    }
    toast.success(t('delete.done', { name: menu.name }));
    await provider.refetch();
    if (data.allArticles) open(data.allArticles.id);
  };

  const menuChooser = (
    <Select
      aria-label={t('editor.chooseMenu')}
      data={(data?.menus ?? []).map((m: MenuSummary) => ({
        value: m.id,
        label: `${menuName(m)} (${t('editor.entryCount', { count: m.entryCount })})`,
      }))}
      value={chosenId ?? null}
      onChange={(id) => id && open(id)}
      allowDeselect={false}
      searchable
      w={320}
    />
  );

  const details = menu && (
    <Group gap="xs">
      <Badge variant="light">{currency}</Badge>
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconCalendarTime size={14} />}
        onClick={() => setDialog('availability')}
        disabled={!editable}
      >
        {menu.availabilities.length === 0
          ? t('availability.always')
          : t('availability.ranges', { count: menu.availabilities.length })}
      </Button>
      {!menu.editable && (
        <Badge color="gray" variant="light">
          {t('editor.readOnly')}
        </Badge>
      )}
    </Group>
  );

  const actions = (
    <>
      <Button
        component={Link}
        to="/menus/manage-venues"
        variant="default"
        leftSection={<IconLayoutList size={16} />}
      >
        {t('venues.link')}
      </Button>
      {canWrite && (
        <DropDown position="bottom-end" withinPortal>
          <DropDown.Target>
            <Button variant="default" rightSection={<IconChevronDown size={16} />}>
              {t('actions.menu')}
            </Button>
          </DropDown.Target>
          <DropDown.Dropdown>
            <DropDown.Item leftSection={<IconPlus size={16} />} onClick={() => setDialog('create')}>
              {t('actions.newMenu')}
            </DropDown.Item>
            {menu && !menu.isDefault && editable && (
              <>
                <DropDown.Item leftSection={<IconEdit size={16} />} onClick={() => setDialog('rename')}>
                  {t('actions.rename')}
                </DropDown.Item>
                <DropDown.Item
                  leftSection={<IconTrash size={16} />}
                  color="red"
                  onClick={() => void removeMenu()}
                >
                  {t('actions.delete')}
                </DropDown.Item>
              </>
            )}
          </DropDown.Dropdown>
        </DropDown>
      )}
    </>
  );

  const onMenuItems = new Set(menu?.menuEntries.map((e) => e.item.id));
  const missing = menuId !== undefined && errorCodesOf(menuResult.error).includes('NOT_FOUND');

  return (
    <ListPage
      title={t('page.title')}
      description={menu?.isDefault ? t('page.allArticles') : t('page.description')}
      rows={missing || (data && chosenId === undefined) ? [] : rows}
      rowKey={(entry) => entry.id}
      columns={columns}
      loading={provider.isPending || menuResult.isFetching}
      error={
        provider.error || (menuResult.error && !missing)
          ? { codes: errorCodesOf(provider.error ?? menuResult.error) }
          : null
      }
      onRetry={() => void (provider.error ? provider.refetch() : menuResult.refetch())}
      searchText={title}
      searchPlaceholder={t('editor.search')}
      filters={
        <>
          {menuChooser}
          {details}
        </>
      }
      primaryAction={
        menu && !menu.isDefault && editable
          ? { label: t('editor.addItems'), onClick: () => setDialog('add') }
          : undefined
      }
      actions={actions}
      empty={{
        icon: <IconToolsKitchen2 size={26} />,
        title: missing ? t('editor.missing.title') : t('editor.empty.title'),
        text: missing
          ? t('editor.missing.text')
          : menu?.isDefault
            ? t('editor.empty.allArticles')
            : t('editor.empty.text'),
      }}
    >
      {menu && (
        <>
          <ItemPicker
            opened={dialog === 'add'}
            onClose={close}
            menuName={menuName(menu)}
            currency={currency}
            items={(data?.items ?? []).filter((item) => !onMenuItems.has(item.id))}
            onAdd={addItems}
          />
          <AvailabilitiesDialog
            opened={dialog === 'availability'}
            onClose={close}
            menu={menu}
            onSaved={(saved) => void onMenuChanged(saved)}
          />
        </>
      )}
      <MenuNameDialog
        opened={dialog === 'create' || dialog === 'rename'}
        onClose={close}
        menu={dialog === 'rename' && menu ? menu : null}
        onSubmit={async (name) => {
          if (dialog === 'rename' && menu) {
            const result = await renameMenu(menu.id, name);
            return result.success ? { ...result, data: result.data.updateMenu } : result;
          }
          const result = await createMenu(name);
          return result.success ? { ...result, data: result.data.createMenu } : result;
        }}
        onSaved={(saved) => {
          void onMenuChanged(saved);
          open(saved.id);
        }}
      />
    </ListPage>
  );
}
