import { IMAGE_KINDS, imageDetailsSchema } from '@fika/domain';
import {
  Anchor,
  AspectRatio,
  Button,
  FileButton,
  Group,
  Image,
  List,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconReplace } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadErrorOf } from '../../lib/request.ts';
import { EntityDrawer, type EntityParam } from '../../ui/entity-drawer.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { type Dependent, useDeleteProtocol } from '../../ui/use-delete-protocol.tsx';
import { useEntityForm } from '../../ui/use-entity-form.ts';
import { useFormats } from '../../ui/use-formats.ts';
import { useListDrawer } from '../../ui/use-list-drawer.ts';
import { LIBRARY_FORM } from './library-form.ts';
import { IMAGE_ACCEPT, imageSrc, replaceImageFile } from './upload-image.ts';
import {
  deleteImage,
  imageQuery,
  type LibraryImageDetail,
  updateImage,
  useRefreshLibrary,
} from './use-library.ts';

/** Where each kind of use is edited (a page of settings of its own takes no ?id=). */
const USE_PATHS = {
  ITEM: '/pim/products',
  MEMBERSHIP_LEVEL: '/online-ordering/members/memberships',
  GUEST_PAGE: '/online-ordering/settings',
  RECEIPT_TEMPLATE: '/settings/receipt',
} as const;

/**
 * ?id=: one image — its picture, title and kind, where it is used (each a link to the screen that
 * uses it), Replace (the same image everywhere shows the new file) and Delete (refused while used,
 * naming the users; "delete anyway" takes it off them).
 */
export function ImageDrawer({ entity }: { entity: EntityParam }) {
  const { t } = useTranslation('library');
  const formats = useFormats();
  const toast = useToast();
  const refresh = useRefreshLibrary();
  const id = entity.id && !entity.isNew ? entity.id : undefined;
  const query = useQuery({ ...imageQuery(id ?? ''), enabled: id !== undefined });
  const rows = query.data ? [query.data] : query.error ? [] : undefined;
  const [replacing, setReplacing] = useState(false);
  const deleteProtocol = useDeleteProtocol();
  const remove = (image: LibraryImageDetail) =>
    deleteProtocol({
      send: (force) => deleteImage(image.id, force),
      canForce: true,
      texts: {
        title: t('delete.title', { title: image.title }),
        message: t('delete.message'),
        done: t('delete.done', { title: image.title }),
        dependents: {
          intro: t('delete.usedIntro'),
          outro: t('delete.usedOutro'),
          kind: (d: Dependent) =>
            `${t(`delete.kinds.${d.kind as 'ITEMS'}`, { count: d.count })}${d.names?.length ? `: ${d.names.join(', ')}` : ''}`,
          confirmForce: t('delete.force'),
          changed: t('delete.changed'),
        },
      },
      onDeleted: refresh,
    });
  const {
    row: image,
    ready,
    drawer,
  } = useListDrawer(
    entity,
    rows,
    {
      error: query.error && !query.data ? loadErrorOf(query.error) : null,
      retry: () => void query.refetch(),
    },
    remove,
  );
  const form = useEntityForm({
    messages: LIBRARY_FORM,
    ready: ready && !entity.isNew,
    record: image,
    initialValues: (row) => ({ title: row?.title ?? '', kind: row?.kind ?? 'PRODUCT' }),
    schema: imageDetailsSchema,
    create: () => Promise.reject(new Error('images are created by uploading')),
    update: (row, input) => updateImage(row.id, input),
    onSaved: refresh,
    savedMessage: ({ title }) => t('saved', { title }),
  });

  const replace = async (file: File | null) => {
    if (!file || !image) return;
    setReplacing(true);
    const result = await replaceImageFile(image.id, file);
    setReplacing(false);
    if (result !== true) {
      toast.error(t(`upload.errors.${result}`, { name: file.name }));
      return;
    }
    await refresh();
    toast.success(t('replaced', { title: image.title }));
  };

  return (
    <EntityDrawer {...drawer} {...form.drawer} title={image?.title ?? ''}>
      {form.values && image && (
        <Stack gap="md">
          <AspectRatio ratio={4 / 3} maw={360}>
            <Image src={imageSrc(image.url)} alt={image.title} radius="md" fit="contain" bg="gray.1" />
          </AspectRatio>
          <Group gap="sm" wrap="wrap">
            <FileButton onChange={(file) => void replace(file)} accept={IMAGE_ACCEPT}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconReplace size={16} />}
                  loading={replacing}
                >
                  {t('replace')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              {t('fileInfo', {
                size: formats.number(Math.max(1, Math.round((image.size ?? 0) / 1024))),
                date: formats.dateTime(image.updatedAt),
              })}
            </Text>
          </Group>
          <TextInput label={t('fields.title')} required autoComplete="off" {...form.field('title')} />
          <Select
            label={t('fields.kind')}
            data={IMAGE_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
            allowDeselect={false}
            {...form.field('kind')}
          />
          <Stack gap={4}>
            <Title order={3} size="h5">
              {t('usedBy.title')}
            </Title>
            {image.usages.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('usedBy.none')}
              </Text>
            ) : (
              <List size="sm" spacing={2}>
                {image.usages.map((use) => (
                  <List.Item key={`${use.kind}-${use.id}`}>
                    {t(`usedBy.kinds.${use.kind as 'ITEM'}`)}:{' '}
                    <Anchor
                      component={Link}
                      to={USE_PATHS[use.kind as keyof typeof USE_PATHS] ?? '/pim/products'}
                      // The paths differ per kind: the router cannot type a search for all of them at once.
                      search={
                        (use.kind === 'GUEST_PAGE' || use.kind === 'RECEIPT_TEMPLATE'
                          ? {}
                          : { id: use.id }) as never
                      }
                    >
                      {use.name}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        </Stack>
      )}
    </EntityDrawer>
  );
}
