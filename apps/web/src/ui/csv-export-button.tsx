import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { downloadCsv } from '../lib/download.ts';
import { useToast } from './toasts.tsx';

/** Props of {@link CsvExportButton}. */
export interface CsvExportButtonProps {
  label: string;
  fileName: string;
  /** Asks the server for the list as filtered, as CSV text; throws with a message on failure. */
  load: () => Promise<string>;
  /** The toast when the export fails, given the failure's message. */
  failed: (error: string) => string;
}

/** A CSV export (journals, the staff report): the server writes the whole filtered list, not just the rows shown. */
export function CsvExportButton({ label, fileName, load, failed }: CsvExportButtonProps) {
  const toast = useToast();
  const exportCsv = useMutation({
    mutationFn: load,
    onSuccess: (csv) => downloadCsv(csv, fileName),
    onError: (error) => toast.error(failed(error.message)),
  });
  return (
    <Button
      leftSection={<IconDownload size={16} aria-hidden />}
      onClick={() => exportCsv.mutate()}
      loading={exportCsv.isPending}
    >
      {label}
    </Button>
  );
}
