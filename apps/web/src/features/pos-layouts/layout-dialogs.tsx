import {
  COMPANY_LANGUAGES,
  type CompanyLanguage,
  DEFAULT_GRID,
  fieldErrorsFromZod,
  GRID_LIMITS,
  isHexColor,
  layoutCategoryInputSchema,
  layoutInputSchema,
  pageInputSchema,
} from '@fika/domain';
import {
  Button,
  ColorSwatch,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { errorMessageKey } from '../../lib/i18n.ts';
import type { FieldError, RequestResult } from '../../lib/request.ts';
import { StackedModal } from '../../ui/modal-stack.tsx';
import { useToast } from '../../ui/toasts.tsx';

/** Tab colours offered first; any #rrggbb can be typed. */
export const CATEGORY_COLOURS = [
  '#7a4b2a',
  '#e8590c',
  '#f59f00',
  '#2b8a3e',
  '#1c7ed6',
  '#5f3dc4',
  '#862e9c',
  '#d6336c',
  '#c92a2a',
  '#495057',
] as const;

type Errors = Readonly<Record<string, string>>;

function toErrors(errors: readonly FieldError[]): Errors {
  const out: Record<string, string> = {};
  for (const { field, message } of errors) out[field] ??= message;
  return out;
}

/**
 * The submit flow of this feature's dialogs: the domain schema first (messages under the fields),
 * then the server; its field errors go under the same fields, anything else to an error toast.
 */
function useDialogSubmit<S extends z.ZodMiniType>(
  schema: S,
  send: (input: z.output<S>) => Promise<RequestResult<unknown>>,
  onDone: () => void,
) {
  const { t } = useTranslation('layouts');
  const toast = useToast();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent, values: unknown) => {
    event.preventDefault();
    if (busy) return;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(toErrors(fieldErrorsFromZod(parsed.error)));
      return;
    }
    setBusy(true);
    const result = await send(parsed.data);
    setBusy(false);
    if (result.success) {
      setErrors({});
      onDone();
      return;
    }
    if (result.fieldErrors.length > 0) setErrors(toErrors(result.fieldErrors));
    else toast.error(t(errorMessageKey(result.errorCodes), { ns: 'common' }));
  };
  const errorOf = (field: string) => (errors[field] ? t(errors[field] as ParseKeys<'layouts'>) : undefined);
  return { submit, errorOf, busy, reset: () => setErrors({}) };
}

/** A name in the company languages, as the dialogs edit it. */
export interface Names {
  name: string;
  nameLang: Partial<Record<CompanyLanguage, string | null>>;
}

/** Props of {@link NamesDialog}. */
export interface NamesDialogProps {
  opened: boolean;
  title: string;
  /** The values the form starts from. */
  initial: Names & { color?: string };
  /** Asks for a tab colour too (a category). */
  withColor?: boolean;
  submitLabel: string;
  onSubmit: (values: Names & { color: string }) => Promise<RequestResult<unknown>>;
  onClose: () => void;
}

/** Creates or renames a layout or a category: its name in four languages and, for a category, its colour. */
export function NamesDialog(props: NamesDialogProps) {
  return (
    <StackedModal opened={props.opened} onClose={props.onClose} title={props.title}>
      {/* Mounted while open only, so each opening starts from `initial`. */}
      {props.opened && <NamesForm {...props} />}
    </StackedModal>
  );
}

function NamesForm({ initial, withColor, submitLabel, onSubmit, onClose }: NamesDialogProps) {
  const { t } = useTranslation('layouts');
  const [name, setName] = useState(initial.name);
  const [names, setNames] = useState(initial.nameLang);
  const [color, setColor] = useState(initial.color ?? CATEGORY_COLOURS[0]);
  const schema = withColor ? layoutCategoryInputSchema : layoutInputSchema;
  const { submit, errorOf, busy } = useDialogSubmit(
    schema,
    (input) => onSubmit({ color, ...input }),
    onClose,
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event, { name, nameLang: names, color })}>
      <Stack gap="md">
        <TextInput
          label={t('names.name')}
          required
          data-autofocus
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errorOf('name')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {COMPANY_LANGUAGES.map((language) => (
            <TextInput
              key={language}
              label={t(`names.language.${language}`)}
              value={names[language] ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setNames((current) => ({ ...current, [language]: value }));
              }}
              error={errorOf(`nameLang.${language}`)}
            />
          ))}
        </SimpleGrid>
        {withColor && <ColourField value={color} onChange={setColor} error={errorOf('color')} />}
        <DialogButtons busy={busy} submitLabel={submitLabel} onCancel={onClose} />
      </Stack>
    </form>
  );
}

function DialogButtons({
  busy,
  submitLabel,
  onCancel,
}: {
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation('layouts');
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </Group>
  );
}

/** The tab colour: a row of swatches and the #rrggbb they stand for. */
function ColourField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('layouts');
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="layout-colour-label">
        {t('names.color')}
      </Text>
      <Group gap={6} role="radiogroup" aria-labelledby="layout-colour-label">
        {CATEGORY_COLOURS.map((colour) => (
          <UnstyledButton
            key={colour}
            role="radio"
            aria-checked={value.toLowerCase() === colour}
            aria-label={colour}
            onClick={() => onChange(colour)}
          >
            <ColorSwatch color={colour} size={28}>
              {value.toLowerCase() === colour && <IconCheck size={16} color="white" aria-hidden />}
            </ColorSwatch>
          </UnstyledButton>
        ))}
      </Group>
      <TextInput
        label={t('names.colorCode')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        leftSection={isHexColor(value) ? <ColorSwatch color={value} size={16} /> : null}
        w={160}
      />
    </Stack>
  );
}

/** Props of {@link SubPageDialog}. */
export interface SubPageDialogProps {
  opened: boolean;
  onSubmit: (input: z.output<typeof pageInputSchema>) => Promise<RequestResult<unknown>>;
  onClose: () => void;
}

/** Creates a sub-page: its name and grid. */
export function SubPageDialog({ opened, onSubmit, onClose }: SubPageDialogProps) {
  const { t } = useTranslation('layouts');
  return (
    <StackedModal opened={opened} onClose={onClose} title={t('subPages.newTitle')}>
      {opened && <SubPageForm onSubmit={onSubmit} onClose={onClose} />}
    </StackedModal>
  );
}

function SubPageForm({ onSubmit, onClose }: Omit<SubPageDialogProps, 'opened'>) {
  const { t } = useTranslation('layouts');
  const [name, setName] = useState('');
  const [columns, setColumns] = useState<number | string>(DEFAULT_GRID.columns);
  const [rows, setRows] = useState<number | string>(DEFAULT_GRID.rows);
  const { submit, errorOf, busy } = useDialogSubmit(pageInputSchema, onSubmit, onClose);
  return (
    <form noValidate onSubmit={(event) => void submit(event, { name, columns, rows })}>
      <Stack gap="md">
        <TextInput
          label={t('names.name')}
          required
          data-autofocus
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errorOf('name')}
        />
        <GridFields columns={columns} rows={rows} onColumns={setColumns} onRows={setRows} errorOf={errorOf} />
        <DialogButtons busy={busy} submitLabel={t('subPages.create')} onCancel={onClose} />
      </Stack>
    </form>
  );
}

/** Columns and rows, 1 to 12 each. */
export function GridFields(props: {
  columns: number | string;
  rows: number | string;
  onColumns: (value: number | string) => void;
  onRows: (value: number | string) => void;
  errorOf?: (field: string) => string | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation('layouts');
  const limits = {
    min: GRID_LIMITS.min,
    max: GRID_LIMITS.max,
    allowDecimal: false,
    clampBehavior: 'strict',
  } as const;
  return (
    <Group gap="sm" align="flex-end">
      <NumberInput
        label={t('grid.columns')}
        value={props.columns}
        onChange={props.onColumns}
        error={props.errorOf?.('columns')}
        w={110}
        {...limits}
      />
      <NumberInput
        label={t('grid.rows')}
        value={props.rows}
        onChange={props.onRows}
        error={props.errorOf?.('rows')}
        w={110}
        {...limits}
      />
      {props.children}
    </Group>
  );
}
