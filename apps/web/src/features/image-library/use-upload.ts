import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../ui/toasts.tsx';
import { type UploadedImage, uploadImage } from './upload-image.ts';

/**
 * Uploads files one after the other into the library, telling each refusal in a toast: a drop of
 * ten photos with one PDF among them stores the nine. Resolves with the images stored.
 */
export function useUpload(onUploaded: () => unknown): {
  uploading: boolean;
  upload: (files: readonly File[], kind?: string) => Promise<UploadedImage[]>;
} {
  const { t } = useTranslation('library');
  const toast = useToast();
  const [uploading, setUploading] = useState(false);
  const upload = async (files: readonly File[], kind?: string) => {
    if (files.length === 0) return [];
    setUploading(true);
    const stored: UploadedImage[] = [];
    try {
      for (const file of files) {
        const result = await uploadImage(file, kind);
        if (typeof result === 'string') toast.error(t(`upload.errors.${result}`, { name: file.name }));
        else stored.push(result);
      }
    } finally {
      setUploading(false);
    }
    if (stored.length > 0) {
      await onUploaded();
      toast.success(t('upload.done', { count: stored.length }));
    }
    return stored;
  };
  return { uploading, upload };
}

/** The image files of a drop (anything else is left for the server to refuse by name). */
export const droppedFiles = (event: React.DragEvent) => [...event.dataTransfer.files];
