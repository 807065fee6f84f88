import { IMAGE_KINDS } from '@fika/domain';
import {
  Button,
  Checkbox,
  FileButton,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconPhoto, IconPhotoUp, IconSearch, IconTrash } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/i18n.ts';
import { loadErrorOf } from '../../lib/request.ts';
import { useConfirm } from '../../ui/confirm.tsx';
import { useEntityParam } from '../../ui/entity-drawer.tsx';
import { LoadError } from '../../ui/list-page.tsx';
import { EmptyState, Page } from '../../ui/page.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useTypedSearch } from '../../ui/use-typed-search.ts';
import { useUrlSearch } from '../../ui/use-url-search.ts';
import { ImageDrawer } from './image-drawer.tsx';
import { ImageGrid } from './image-grid.tsx';
import type { LibrarySearch } from './library-search.ts';
import { IMAGE_ACCEPT } from './upload-image.ts';
import { deleteUnusedImages, imagesQuery, nodesOf, useRefreshLibrary } from './use-library.ts';
import { droppedFiles, useUpload } from './use-upload.ts';

/**
 * /online-ordering/library: the company's images as a grid of thumbnails — upload by picking or
 * dropping files, filter by kind, search titles, show only unused ones, open one (`?id=`) to
 * rename, replace, see where it is used or delete it, and remove every unused image at once.
 */
export function LibraryPage() {
  const { t } = useTranslation('library');
  const [search, setSearch] = useUrlSearch<LibrarySearch>();
  const entity = useEntityParam();
  const filter = useMemo(
    () => ({
      kind: search.kind ?? null,
      search: search.q ?? null,
      unused: search.unused === 'yes' ? true : null,
    }),
    [search.kind, search.q, search.unused],
  );
  const query = useInfiniteQuery(imagesQuery(filter));
  const images = useMemo(() => query.data?.pages.flatMap(nodesOf), [query.data]);
  const refresh = useRefreshLibrary();
  const { uploading, upload } = useUpload(refresh);
  const [dragging, setDragging] = useState(false);
  const [text, setText] = useTypedSearch(search.q, (q) => setSearch({ q }));
  const confirm = useConfirm();
  const toast = useToast();
  const filtered = filter.kind !== null || filter.search !== null || filter.unused !== null;
  const error = loadErrorOf(query.error);

  const uploadButton = (
    <FileButton onChange={(files) => void upload(files, search.kind)} accept={IMAGE_ACCEPT} multiple>
      {(props) => (
        <Button {...props} leftSection={<IconPhotoUp size={18} />} loading={uploading}>
          {t('upload.button')}
        </Button>
      )}
    </FileButton>
  );

  const removeUnused = async () => {
    if (
      !(await confirm({ title: t('removeUnused.title'), message: t('removeUnused.message'), danger: true }))
    )
      return;
    const result = await deleteUnusedImages();
    if (!result.success) {
      toast.error(t(errorMessageKey(result.errorCodes), { ns: 'common' }));
      return;
    }
    await refresh();
    toast.success(t('removeUnused.done', { count: result.data.deleteUnusedImages }));
  };

  let body: React.ReactNode;
  if (error) {
    body = (
      <LoadError
        title={t('shell.loadFailed', { ns: 'ui' })}
        codes={error.codes}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (images === undefined) {
    body = (
      <Paper withBorder p="md" role="status" aria-label={t('shell.loading', { ns: 'ui' })}>
        <VisuallyHidden>{t('shell.loading', { ns: 'ui' })}</VisuallyHidden>
        <SimpleGrid cols={{ base: 2, xs: 3, md: 4, lg: 6 }} aria-hidden>
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <Skeleton key={i} h={140} radius="md" />
          ))}
        </SimpleGrid>
      </Paper>
    );
  } else if (images.length === 0 && !filtered) {
    body = (
      <Stack align="center" gap={0}>
        <EmptyState icon={<IconPhoto size={26} />} title={t('empty.title')}>
          {t('empty.text')}
        </EmptyState>
        {uploadButton}
      </Stack>
    );
  } else if (images.length === 0) {
    body = (
      <EmptyState icon={<IconSearch size={26} />} title={t('shell.noMatches', { ns: 'ui' })}>
        {t('shell.noMatchesText', { ns: 'ui' })}
      </EmptyState>
    );
  } else {
    body = (
      <Stack gap="md">
        <ImageGrid images={images} onSelect={(image) => entity.open(image.id)} />
        {query.hasNextPage && (
          <Group justify="center">
            <Button
              variant="default"
              onClick={() => void query.fetchNextPage()}
              loading={query.isFetchingNextPage}
            >
              {t('shell.loadMore', { ns: 'ui' })}
            </Button>
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Page
      title={t('pages.onlineOrderingLibrary', { ns: 'backoffice' })}
      description={t('description')}
      actions={
        <>
          <Button variant="default" leftSection={<IconTrash size={18} />} onClick={() => void removeUnused()}>
            {t('removeUnused.button')}
          </Button>
          {uploadButton}
        </>
      }
    >
      <Paper
        withBorder
        p="md"
        radius="md"
        style={{
          borderStyle: 'dashed',
          background: dragging ? 'var(--mantine-color-teal-light)' : undefined,
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          void upload(droppedFiles(event), search.kind);
        }}
      >
        <Group gap="sm" justify="center" wrap="wrap">
          <IconPhotoUp size={22} aria-hidden />
          <Text size="sm">{t('upload.drop')}</Text>
        </Group>
      </Paper>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          aria-label={t('filters.search')}
          placeholder={t('filters.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: '1 1 200px', maxWidth: 360 }}
        />
        <Select
          aria-label={t('filters.kind')}
          placeholder={t('filters.allKinds')}
          data={IMAGE_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          value={search.kind ?? null}
          onChange={(kind) => setSearch({ kind: (kind ?? undefined) as LibrarySearch['kind'] })}
          clearable
          w={180}
        />
        <Checkbox
          label={t('filters.unused')}
          checked={search.unused === 'yes'}
          onChange={(event) => setSearch({ unused: event.currentTarget.checked ? 'yes' : undefined })}
          mb={8}
        />
      </Group>
      {body}
      <ImageDrawer entity={entity} />
    </Page>
  );
}
