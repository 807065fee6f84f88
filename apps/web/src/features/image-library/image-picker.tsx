// The library's image picker for other screens (a product, a membership level, the guest page's
// settings). Lazy-import it, so the screens that do not open it do not load it:
//   const ImagePicker = lazy(() => import('../image-library/image-picker.tsx').then((m) => ({ default: m.ImagePicker })));
// It loads the 'library' namespace itself.
import { hasScope } from '@fika/domain';
import {
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPhoto, IconPhotoUp, IconSearch, IconX } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureNamespaces } from '../../lib/i18n.ts';
import { loadErrorOf } from '../../lib/request.ts';
import { LoadError } from '../../ui/list-page.tsx';
import { EmptyState } from '../../ui/page.tsx';
import { useTypedSearch } from '../../ui/use-typed-search.ts';
import { useSession } from '../session/index.ts';
import { ImageGrid } from './image-grid.tsx';
import { IMAGE_ACCEPT, imageSrc, type UploadedImage } from './upload-image.ts';
import { imageQuery, imagesQuery, nodesOf, useRefreshLibrary } from './use-library.ts';
import { useUpload } from './use-upload.ts';

/** Props of {@link ImagePickerModal}. */
export interface ImagePickerModalProps {
  opened: boolean;
  onClose: () => void;
  /** The image chosen (or uploaded here). */
  onPick: (image: UploadedImage) => void;
  /** The kind to show first and to give new uploads (PRODUCT, BANNER, LOGO); every kind when left out. */
  kind?: string;
  selectedId?: string | null;
}

/** Loads the picker's texts once, whichever screen opens it. */
function useLibraryTexts(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void ensureNamespaces(['library']).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

/** A modal of the library: search, pick an image, or upload a new one (with POS_CUSTOMIZATION). */
export function ImagePickerModal({ opened, onClose, onPick, kind, selectedId }: ImagePickerModalProps) {
  const ready = useLibraryTexts();
  const { t } = useTranslation('library');
  const canUpload = hasScope(useSession().permissions, 'POS_CUSTOMIZATION');
  const [q, setQ] = useState<string | undefined>();
  const [text, setText] = useTypedSearch(q, setQ);
  const filter = useMemo(() => ({ kind: kind ?? null, search: q ?? null, unused: null }), [kind, q]);
  const query = useInfiniteQuery({ ...imagesQuery(filter), enabled: opened });
  const images = useMemo(() => query.data?.pages.flatMap(nodesOf), [query.data]);
  const { uploading, upload } = useUpload(useRefreshLibrary());
  const error = loadErrorOf(query.error);
  const pick = (image: UploadedImage) => {
    onPick({ id: image.id, title: image.title, url: image.url });
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={ready ? t('picker.title') : ''} size="xl">
      {!ready ? (
        <Loader size="sm" />
      ) : (
        <Stack gap="md">
          <Group gap="sm" wrap="wrap">
            <TextInput
              aria-label={t('filters.search')}
              placeholder={t('filters.search')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              style={{ flex: '1 1 200px' }}
            />
            {canUpload && (
              <FileButton
                accept={IMAGE_ACCEPT}
                onChange={async (file) => {
                  const [stored] = file ? await upload([file], kind) : [];
                  if (stored) pick(stored);
                }}
              >
                {(props) => (
                  <Button {...props} leftSection={<IconPhotoUp size={16} />} loading={uploading}>
                    {t('upload.one')}
                  </Button>
                )}
              </FileButton>
            )}
          </Group>
          {error ? (
            <LoadError
              title={t('shell.loadFailed', { ns: 'ui' })}
              codes={error.codes}
              onRetry={() => void query.refetch()}
            />
          ) : images === undefined ? (
            <Loader size="sm" aria-label={t('shell.loading', { ns: 'ui' })} />
          ) : images.length === 0 ? (
            <EmptyState
              icon={<IconPhoto size={26} />}
              title={q ? t('shell.noMatches', { ns: 'ui' }) : t('empty.title')}
            >
              {q ? t('shell.noMatchesText', { ns: 'ui' }) : t('picker.empty')}
            </EmptyState>
          ) : (
            <>
              <ImageGrid images={images} onSelect={pick} selectedId={selectedId ?? null} />
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
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}

/** Props of {@link ImagePicker}. */
export interface ImagePickerProps {
  /** The field's label; "Image" when left out. */
  label?: string;
  /** The chosen image's id, or null. */
  value: string | null;
  onChange: (imageId: string | null) => void;
  kind?: string;
  error?: string;
}

/** A form field holding one library image: its thumbnail, "Choose image" and "Remove". */
export function ImagePicker({ label, value, onChange, kind, error }: ImagePickerProps) {
  const ready = useLibraryTexts();
  const { t } = useTranslation('library');
  const [opened, setOpened] = useState(false);
  const current = useQuery({ ...imageQuery(value ?? ''), enabled: Boolean(value) });
  // Nothing until its texts are there: no button without a name, even for a moment.
  if (!ready) return null;
  return (
    <Input.Wrapper label={label ?? t('picker.label')} error={error}>
      <Group gap="sm" mt={4} wrap="wrap">
        {value && current.data ? (
          <Image
            src={imageSrc(current.data.url)}
            alt={current.data.title}
            w={72}
            h={72}
            radius="md"
            fit="cover"
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('picker.none')}
          </Text>
        )}
        <Button variant="default" leftSection={<IconPhoto size={16} />} onClick={() => setOpened(true)}>
          {t(value ? 'picker.change' : 'picker.choose')}
        </Button>
        {value && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconX size={16} />}
            onClick={() => onChange(null)}
          >
            {t('picker.remove')}
          </Button>
        )}
      </Group>
      <ImagePickerModal
        opened={opened}
        onClose={() => setOpened(false)}
        onPick={(image) => onChange(image.id)}
        kind={kind}
        selectedId={value}
      />
    </Input.Wrapper>
  );
}
