import { AspectRatio, Badge, Image, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { imageSrc } from './upload-image.ts';
import type { LibraryImage } from './use-library.ts';

/** Props of {@link ImageGrid}. */
export interface ImageGridProps {
  images: readonly LibraryImage[];
  /** Opens or picks an image. */
  onSelect: (image: LibraryImage) => void;
  /** The picked image (the picker marks it). */
  selectedId?: string | null;
}

/**
 * The library's thumbnails: a square, lazily loaded picture per image with its title, kind and
 * whether anything uses it. Two columns on a phone, up to six on a wide screen.
 */
export function ImageGrid({ images, onSelect, selectedId }: ImageGridProps) {
  const { t } = useTranslation('library');
  return (
    <SimpleGrid
      cols={{ base: 2, xs: 3, md: 4, lg: 6 }}
      spacing="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {images.map((image) => {
        const selected = image.id === selectedId;
        return (
          <li key={image.id} style={{ minWidth: 0 }}>
            <UnstyledButton
              onClick={() => onSelect(image)}
              aria-pressed={selectedId === undefined ? undefined : selected}
              aria-label={t('tile.label', { title: image.title })}
              w="100%"
            >
              <Paper
                withBorder
                radius="md"
                p={4}
                style={selected ? { outline: '3px solid var(--mantine-color-teal-6)' } : undefined}
              >
                <AspectRatio ratio={1}>
                  <Image src={imageSrc(image.url)} alt="" loading="lazy" radius="sm" fit="cover" />
                </AspectRatio>
                <Stack gap={2} p={4}>
                  <Text size="sm" fw={500} truncate="end">
                    {image.title}
                  </Text>
                  <Text size="xs" c="dimmed" component="div">
                    <Badge size="xs" variant="light" color="gray" mr={4}>
                      {t(`kinds.${image.kind as 'PRODUCT'}`)}
                    </Badge>
                    {image.usageCount > 0 ? t('tile.used', { count: image.usageCount }) : t('tile.unused')}
                  </Text>
                </Stack>
              </Paper>
            </UnstyledButton>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
