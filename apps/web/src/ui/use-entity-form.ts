import { type RefObject, useCallback, useState } from 'react';
import type { RequestFailure, RequestResult } from '../lib/request.ts';
import {
  type FormMessages,
  type FormOutput,
  type FormSchema,
  type FormSubmit,
  useFormSubmit,
} from './use-form-submit.ts';

/** Options of {@link useEntityForm}: a record (or none: a new one), its form values and how to save. */
export interface EntityFormOptions<T, V extends object, S extends FormSchema, C, U> {
  /** How the area words its messages (schema and server keys with a text in its namespace). */
  messages: FormMessages;
  /** The form can start: a new record, or the record is there. */
  ready: boolean;
  /** The record being edited; undefined (once `ready`) creates a new one. */
  record: T | undefined;
  /** The form's starting values, read once when `ready` turns true. */
  initialValues: (record: T | undefined) => V;
  /** The domain schema the server checks too: nothing is sent until it passes. */
  schema: S;
  /** What the schema checks, when it is not the values as they are (e.g. trimmed, converted). */
  toInput?: (values: V) => unknown;
  /** Sends a new record. */
  create: (data: FormOutput<S>) => Promise<RequestResult<C>>;
  /** Sends the changes of `record`. */
  update: (record: T, data: FormOutput<S>) => Promise<RequestResult<U>>;
  /** After a successful save, before the toast (e.g. reload the lists). */
  onSaved?: (result: C | U, data: FormOutput<S>) => void | Promise<void>;
  /** The success toast; `created` tells a new record from an update. */
  savedMessage?: (data: FormOutput<S>, created: boolean) => string;
  /** The toast of a failed save with no field error to show, when the area words it itself. */
  failedMessage?: (failure: RequestFailure, created: boolean) => string | undefined;
  /** Only these field paths show their errors under fields; one on any other is told in a toast. */
  fields?: readonly string[];
  /** Whether two sets of values are the same (JSON by default): the unsaved-changes guard reads it. */
  same?: (a: V, b: V) => boolean;
}

/** What {@link EntityForm.field} spreads on a Mantine input: its value, change handler and error. */
export interface FieldProps<X> {
  value: X;
  /** Takes the new value (Select, pickers) or a change event (TextInput, Textarea). */
  onChange: (valueOrEvent: unknown) => void;
  error: string | undefined;
}

/** What {@link EntityForm.checkbox} spreads on a Mantine Checkbox or Switch. */
export interface CheckboxProps {
  checked: boolean;
  onChange: (event: unknown) => void;
  error: string | undefined;
}

/** What {@link useEntityForm} gives a drawer or detail form. */
export interface EntityForm<V extends object> {
  /** The values, null until the form can start. */
  values: V | null;
  /** Merges changed fields into the values and drops their error messages. */
  setValues: (patch: Partial<V>) => void;
  /** Binds one field: `<TextInput label={…} {...form.field('name')} />`. */
  field: <K extends keyof V & string>(name: K, path?: string) => FieldProps<V[K]>;
  /** Binds one boolean field: `<Switch label={…} {...form.checkbox('active')} />`. */
  checkbox: <K extends BooleanKeys<V>>(name: K) => CheckboxProps;
  /** Starts over from `start` (e.g. the record as just saved) or from the first values; errors go. */
  reset: (start?: V) => void;
  /** The values differ from the start: closing or leaving asks first. */
  dirty: boolean;
  /** Creates or updates (whichever applies): true when saved, false with the problems shown. */
  save: () => Promise<boolean>;
  /** A new record is being created. */
  isNew: boolean;
  /** The translated message of a field path ('modifications.0.price'), for nested inputs. */
  errorOf: FormSubmit['errorOf'];
  /** Drops one field path's message (an input bound by hand, e.g. one of TranslationFields). */
  clearError: FormSubmit['clearError'];
  /** Shows field errors that did not come from a save (e.g. a step of its own). */
  show: FormSubmit['show'];
  busy: boolean;
  /** Spread on {@link EntityDrawer}: its dirty guard, its Save, and focus on the first invalid field. */
  drawer: { dirty: boolean; onSave: () => Promise<boolean>; formRef: RefObject<HTMLFormElement | null> };
}

type BooleanKeys<V> = { [K in keyof V & string]: V[K] extends boolean ? K : never }[keyof V & string];

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

// Mantine's text inputs report a change event, its selects and pickers the value itself.
function valueFrom(valueOrEvent: unknown): unknown {
  if (typeof valueOrEvent === 'object' && valueOrEvent !== null && 'currentTarget' in valueOrEvent) {
    const target = (valueOrEvent as { currentTarget: unknown }).currentTarget;
    if (typeof target === 'object' && target !== null && 'value' in target) {
      return (target as { value: unknown }).value;
    }
  }
  return valueOrEvent;
}

function checkedFrom(event: unknown): boolean {
  if (typeof event === 'object' && event !== null && 'currentTarget' in event) {
    const target = (event as { currentTarget: unknown }).currentTarget;
    if (typeof target === 'object' && target !== null && 'checked' in target) {
      return Boolean((target as { checked: unknown }).checked);
    }
  }
  return Boolean(event);
}

/**
 * The form of a CRUD drawer or detail page, the one way to build one: values taken from the
 * record once it is there (or empty for a new one), one-line field binding, the dirty state for
 * the unsaved-changes guard, and one `save` that checks the domain schema, then creates or
 * updates; the server's field errors appear under the same fields, anything else in a toast.
 */
export function useEntityForm<T, V extends object, S extends FormSchema, C = unknown, U = unknown>(
  options: EntityFormOptions<T, V, S, C, U>,
): EntityForm<V> {
  const { ready, record, messages } = options;
  const submit = useFormSubmit(messages, options.fields);
  const [initial, setInitial] = useState<V | null>(null);
  const [values, setAll] = useState<V | null>(null);
  if (ready && initial === null) {
    // Taken once: a list reloading in the background does not overwrite what the user typed.
    const start = options.initialValues(record);
    setInitial(start);
    setAll(start);
  }

  const { clearError } = submit;
  const setValues = useCallback(
    (patch: Partial<V>) => {
      for (const key of Object.keys(patch)) clearError(key);
      setAll((current) => (current ? { ...current, ...patch } : current));
    },
    [clearError],
  );

  const same = options.same ?? sameJson;
  const dirty = values !== null && initial !== null && !same(values, initial);

  const save = async (): Promise<boolean> => {
    if (!values) return false;
    const { create, update, savedMessage, failedMessage } = options;
    const existing = record;
    return submit.submit<S, C | U>({
      schema: options.schema,
      input: options.toInput ? options.toInput(values) : values,
      send: (data): Promise<RequestResult<C | U>> =>
        existing === undefined ? create(data) : update(existing, data),
      onSuccess: options.onSaved,
      saved: savedMessage && ((data) => savedMessage(data, existing === undefined)),
      failed: failedMessage && ((failure) => failedMessage(failure, existing === undefined)),
    });
  };

  // `path`: where the schema and the server report the field, when not under its value's name.
  const field = <K extends keyof V & string>(name: K, path: string = name): FieldProps<V[K]> => ({
    value: (values as V)[name],
    onChange: (valueOrEvent) => {
      clearError(path);
      setValues({ [name]: valueFrom(valueOrEvent) } as unknown as Partial<V>);
    },
    error: submit.errorOf(path),
  });
  const reset = (start?: V) => {
    submit.reset();
    const next = start ?? initial;
    setInitial(next);
    setAll(next);
  };
  const checkbox = <K extends BooleanKeys<V>>(name: K): CheckboxProps => ({
    checked: Boolean((values as V)[name]),
    onChange: (event) => setValues({ [name]: checkedFrom(event) } as unknown as Partial<V>),
    error: submit.errorOf(name),
  });

  const isNew = record === undefined;
  return {
    values,
    setValues,
    field,
    checkbox,
    reset,
    dirty,
    save,
    isNew,
    errorOf: submit.errorOf,
    clearError: submit.clearError,
    show: submit.show,
    busy: submit.busy,
    drawer: { dirty, onSave: save, formRef: submit.formRef },
  };
}
