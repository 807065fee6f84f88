import {
  type Crumb,
  enterPage,
  pickLayoutCategoryId,
  sortLayoutCategories,
  truncateTrail,
} from '@fika/domain';
import { Anchor, Breadcrumbs, Paper, Stack, Text } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/page.tsx';
import { CategoryTabs } from './category-tabs.tsx';
import { PageEditor } from './page-editor.tsx';
import type { PosLayout, PosLayoutCategory, PosPageSummary } from './use-pos-layouts.ts';

/** Props of {@link LayoutEditor}. */
export interface LayoutEditorProps {
  layout: PosLayout;
  /** Every page GetPosLayouts lists (of every layout). */
  pages: readonly PosPageSummary[];
}

/** One layout: its category tabs (the highest order selected first, §4) and the selected one's pages. */
export function LayoutEditor({ layout, pages }: LayoutEditorProps) {
  const { t } = useTranslation('layouts');
  const [selected, setSelected] = useState<string>();
  const categories = sortLayoutCategories(layout.categories);
  const categoryId = pickLayoutCategoryId(categories, selected);
  const category = categories.find((c) => c.id === categoryId);
  return (
    <Stack gap="md">
      <CategoryTabs layoutId={layout.id} categories={categories} value={categoryId} onChange={setSelected} />
      {category ? (
        <CategoryPages key={category.id} category={category} layout={layout} pages={pages} />
      ) : (
        <Paper withBorder p="lg">
          <EmptyState icon={<IconCategory size={26} />} title={t('categories.empty.title')}>
            {t('categories.empty.text')}
          </EmptyState>
        </Paper>
      )}
    </Stack>
  );
}

/** A category's top-level page and the sub-pages entered from it, with breadcrumbs (§4). */
function CategoryPages({
  category,
  layout,
  pages,
}: {
  category: PosLayoutCategory;
  layout: PosLayout;
  pages: readonly PosPageSummary[];
}) {
  const { t } = useTranslation('layouts');
  const [trail, setTrail] = useState<Crumb[]>([{ pageId: category.page.id, name: category.name }]);
  const current = trail[trail.length - 1] ?? { pageId: category.page.id, name: category.name };
  // Sub-pages a button may open: this layout's live pages that are not a category's own page.
  const topLevel = new Set(layout.categories.map((c) => c.page.id));
  const subPages = pages.filter((p) => p.layoutId === layout.id && !p.deleted && !topLevel.has(p.id));

  return (
    <Stack gap="sm">
      <nav aria-label={t('breadcrumbs.label')}>
        <Breadcrumbs separatorMargin={6}>
          {trail.map((crumb, index) => {
            // The top crumb always reads as the category does now, even after a rename.
            const name = index === 0 ? category.name : crumb.name;
            return index === trail.length - 1 ? (
              <Text key={crumb.pageId} fw={600} aria-current="page">
                {name}
              </Text>
            ) : (
              <Anchor
                key={crumb.pageId}
                component="button"
                type="button"
                onClick={() => setTrail((list) => truncateTrail(list, index))}
              >
                {name}
              </Anchor>
            );
          })}
        </Breadcrumbs>
      </nav>
      <PageEditor
        key={current.pageId}
        pageId={current.pageId}
        layoutId={layout.id}
        subPages={subPages}
        trail={trail}
        onEnter={(crumb) => setTrail((list) => enterPage(list, crumb))}
      />
    </Stack>
  );
}
