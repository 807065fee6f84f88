import { sortItems } from '@fika/domain';
import { Button, Checkbox, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentLocale } from '../../lib/content-locale.tsx';
import { searchKey } from '../../ui/list-page.tsx';
import { StackedModal } from '../../ui/modal-stack.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import type { MenuItem } from './use-menus.ts';

// A catalogue can hold 10,000 items: the list shows this many matches and asks for a search beyond.
const SHOWN = 100;

/** Props of {@link ItemPicker}. */
export interface ItemPickerProps {
  opened: boolean;
  onClose: () => void;
  menuName: string;
  currency: string;
  /** The items that can be added (those not on the menu yet). */
  items: readonly MenuItem[];
  /** Adds the chosen items; a thrown error keeps the dialog open (the caller reports it). */
  onAdd: (items: MenuItem[]) => Promise<void>;
}

/** Chooses items to add to a menu: search by title, tick several, add them at their default prices. */
export function ItemPicker({ opened, onClose, menuName, currency, items, onAdd }: ItemPickerProps) {
  const { t } = useTranslation('menus');
  const fmt = useFormats();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [adding, setAdding] = useState(false);

  const locale = useContentLocale();
  const sorted = useMemo(() => sortItems(items, locale), [items, locale]);
  const matches = useMemo(() => {
    const key = searchKey(query);
    return key ? sorted.filter((item) => searchKey(item.title).includes(key)) : sorted;
  }, [sorted, query]);

  const close = () => {
    setQuery('');
    setChosen(new Set());
    onClose();
  };

  const add = async () => {
    setAdding(true);
    try {
      await onAdd(sorted.filter((item) => chosen.has(item.id)));
      close();
    } catch {
      // Reported by the caller; the choice stays so it can be tried again.
    } finally {
      setAdding(false);
    }
  };

  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <StackedModal opened={opened} onClose={close} title={t('picker.title', { menu: menuName })} size="lg">
      <Stack gap="md">
        <TextInput
          data-autofocus
          aria-label={t('picker.search')}
          placeholder={t('picker.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        {items.length === 0 ? (
          <Text c="dimmed">{t('picker.allOnMenu')}</Text>
        ) : matches.length === 0 ? (
          <Text c="dimmed">{t('picker.noMatches')}</Text>
        ) : (
          <ScrollArea.Autosize mah="50vh" type="auto">
            <Stack
              gap="xs"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t('picker.list')}
            >
              {matches.slice(0, SHOWN).map((item) => (
                <li key={item.id}>
                  <Checkbox
                    checked={chosen.has(item.id)}
                    onChange={(event) => toggle(item.id, event.currentTarget.checked)}
                    label={
                      <Group gap="xs" wrap="nowrap">
                        <Text size="sm">{item.title}</Text>
                        <Text size="xs" c="dimmed">
                          {[item.categories[0]?.name, fmt.money(item.defaultPrice, currency)]
                            .filter(Boolean)
                            .join(' · ')}
                        </Text>
                      </Group>
                    }
                  />
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        {matches.length > SHOWN && (
          <Text size="sm" c="dimmed">
            {t('picker.more', { shown: SHOWN, count: matches.length })}
          </Text>
        )}
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('picker.defaultPriceNote')}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button onClick={() => void add()} loading={adding} disabled={chosen.size === 0}>
              {t('picker.add', { count: chosen.size })}
            </Button>
          </Group>
        </Group>
      </Stack>
    </StackedModal>
  );
}
