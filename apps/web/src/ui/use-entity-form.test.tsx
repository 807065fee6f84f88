import { Select, TextInput } from '@mantine/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { z } from 'zod';
import type { RequestResult } from '../lib/request.ts';
import enPim from '../locales/en/pim.json';
import { EntityDrawer, useEntityParam } from './entity-drawer.tsx';
import { renderShell } from './shell-test-utils.tsx';
import { ToastProvider } from './toasts.tsx';
import { useDeleteProtocol } from './use-delete-protocol.tsx';
import { useEntityForm } from './use-entity-form.ts';
import { useListDrawer } from './use-list-drawer.ts';

interface Thing {
  id: string;
  name: string;
  place: string | null;
}

const ROWS: Thing[] = [{ id: 's1', name: 'Kitchen', place: null }];
const schema = z.object({
  name: z.string().trim().min(1, 'validation.required'),
  place: z.string().nullable(),
});
type Input = z.output<typeof schema>;

const ok: RequestResult<unknown> = { success: true, error: null, data: {} };
const failure = (
  codes: string[],
  extra: { fieldErrors?: { field: string; message: string }[]; extensions?: Record<string, unknown>[] } = {},
): RequestResult<unknown> => ({
  success: false,
  error: codes.join(', '),
  data: null,
  errorCodes: codes,
  fieldErrors: extra.fieldErrors ?? [],
  extensions: extra.extensions ?? [],
});

interface Backend {
  create: (input: Input) => Promise<RequestResult<unknown>>;
  update: (id: string, input: Input) => Promise<RequestResult<unknown>>;
  remove: (force: boolean) => Promise<RequestResult<unknown>>;
}

function backend(overrides: Partial<{ [K in keyof Backend]: Mock<Backend[K]> }> = {}) {
  return {
    create: vi.fn<Backend['create']>(async () => ok),
    update: vi.fn<Backend['update']>(async () => ok),
    remove: vi.fn<Backend['remove']>(async () => ok),
    ...overrides,
  };
}

// A list screen's drawer built the one way: useListDrawer + useEntityForm + useDeleteProtocol.
function ThingDrawer({ api }: { api: ReturnType<typeof backend> }) {
  const entity = useEntityParam();
  const remove = useDeleteProtocol();
  const { row, ready, drawer } = useListDrawer(entity, ROWS, { error: null, retry: () => {} }, (thing) =>
    remove({
      send: api.remove,
      canForce: true,
      texts: {
        title: `Delete ${thing.name}?`,
        message: 'This cannot be undone.',
        done: `${thing.name} deleted`,
        dependents: {
          intro: 'These depend on it:',
          outro: 'Deleting it removes these links too.',
          kind: ({ kind, count }) => `${kind}: ${count}`,
          confirmForce: 'Delete anyway',
          changed: 'Something new depends on it.',
        },
      },
    }),
  );
  const form = useEntityForm({
    messages: { ns: 'pim', known: new Set(['validation.required']), invalid: 'form.invalid' },
    ready,
    record: row,
    initialValues: (thing) => ({ name: thing?.name ?? '', place: thing?.place ?? null }),
    schema,
    create: api.create,
    update: (thing, input) => api.update(thing.id, input),
    savedMessage: ({ name }, created) => (created ? `${name} created` : `${name} saved`),
  });
  return (
    <EntityDrawer {...drawer} {...form.drawer} title={form.isNew ? 'New thing' : 'Edit thing'}>
      {form.values && (
        <>
          <TextInput label="Name" {...form.field('name')} />
          <Select label="Place" data={['Bar', 'Kitchen']} {...form.field('place')} />
        </>
      )}
    </EntityDrawer>
  );
}

function render(api: ReturnType<typeof backend>, path: string) {
  return renderShell(
    <ToastProvider>
      <ThingDrawer api={api} />
    </ToastProvider>,
    path,
    { pim: enPim },
  );
}

describe('useEntityForm', () => {
  afterEach(cleanup);

  it('creates a new record and updates an existing one through the one save', async () => {
    const api = backend();
    const created = await render(api, '/things?id=new');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: ' Bar ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(created.router.state.location.search).toEqual({}));
    expect(api.create).toHaveBeenCalledWith({ name: 'Bar', place: null });
    expect(api.update).not.toHaveBeenCalled();
    expect(await screen.findByText('Bar created')).toBeTruthy();
    cleanup();

    const edited = await render(api, '/things?id=s1');
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).value).toBe('Kitchen');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Bar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(edited.router.state.location.search).toEqual({}));
    expect(api.update).toHaveBeenCalledWith('s1', { name: 'Bar', place: null });
    expect(api.create).toHaveBeenCalledOnce();
  });

  it('feeds the drawer its dirty state: a change asks before closing, none does not', async () => {
    const { router } = await render(backend(), '/things?id=s1');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    router.history.push('/things?id=s1');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Bar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Discard your changes?')).toBeTruthy();
  });

  it('checks the schema before sending, and puts the server’s field errors under the same fields', async () => {
    const api = backend({
      create: vi.fn<Backend['create']>(async () =>
        failure(['BAD_USER_INPUT'], { fieldErrors: [{ field: 'name', message: 'validation.required' }] }),
      ),
    });
    const { router } = await render(api, '/things?id=new');
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(api.create).not.toHaveBeenCalled();
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(document.activeElement).toBe(name));

    fireEvent.change(name, { target: { value: 'Bar' } });
    expect(screen.queryByText('This field is required.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(api.create).toHaveBeenCalledOnce();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    // Still open, with what was typed.
    expect(router.state.location.search).toEqual({ id: 'new' });
    expect((name as HTMLInputElement).value).toBe('Bar');
  });

  it('deletes after asking; on CONFLICT lists what the server says depends on it and offers force', async () => {
    const api = backend({
      remove: vi.fn<Backend['remove']>(async (force) =>
        force
          ? ok
          : failure(['CONFLICT'], {
              extensions: [{ code: 'CONFLICT', dependents: [{ kind: 'MENU_ENTRIES', count: 2 }] }],
            }),
      ),
    });
    const { router } = await render(api, '/things?id=s1');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete Kitchen?' });
    expect(within(ask).getByText('This cannot be undone.')).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    const question = (await screen.findByText('MENU_ENTRIES: 2')).closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(question).getByRole('button', { name: 'Delete anyway' }));
    expect(await screen.findByText('Kitchen deleted')).toBeTruthy();
    expect(api.remove.mock.calls).toEqual([[false], [true]]);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('deletes at once after the question when nothing depends on it', async () => {
    const api = backend();
    const { router } = await render(api, '/things?id=s1');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete Kitchen?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(api.remove.mock.calls).toEqual([[false]]);
  });
});

const placeSchema = z.object({ location: z.object({ street: z.string() }) });

// A detail page (no drawer): always ready, saved values become the new start, Discard goes back.
function PlaceForm({
  update,
}: {
  update: (input: { location: { street: string } }) => Promise<RequestResult<unknown>>;
}) {
  const form = useEntityForm({
    messages: { ns: 'pim', known: new Set(['validation.required']), invalid: 'form.invalid' },
    ready: true,
    record: { id: 'p1', street: 'Götgatan 1' },
    initialValues: (place) => ({ street: place?.street ?? '' }),
    schema: placeSchema,
    toInput: ({ street }) => ({ location: { street } }),
    create: update,
    update: (_place, input) => update(input),
    onSaved: (_result, input) => {
      form.reset({ street: input.location.street.toUpperCase() });
    },
  });
  if (!form.values) return null;
  return (
    <form ref={form.drawer.formRef}>
      <TextInput label="Street" {...form.field('street', 'location.street')} />
      <output>{form.dirty ? 'dirty' : 'clean'}</output>
      <button type="button" onClick={() => void form.save()}>
        Save
      </button>
      <button type="button" onClick={() => form.reset()}>
        Discard
      </button>
    </form>
  );
}

describe('useEntityForm on a detail page', () => {
  afterEach(cleanup);

  it('shows an error reported under another path, starts over from what was saved, and discards', async () => {
    const update = vi
      .fn<(input: { location: { street: string } }) => Promise<RequestResult<unknown>>>()
      .mockResolvedValueOnce(
        failure(['BAD_USER_INPUT'], {
          fieldErrors: [{ field: 'location.street', message: 'validation.required' }],
        }),
      )
      .mockResolvedValue(ok);
    await renderShell(
      <ToastProvider>
        <PlaceForm update={update} />
      </ToastProvider>,
      '/things',
      { pim: enPim },
    );
    const street = (await screen.findByLabelText('Street')) as HTMLInputElement;
    fireEvent.change(street, { target: { value: 'Ringvägen 2' } });
    expect(screen.getByText('dirty')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(street.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(street.value).toBe('RINGVÄGEN 2'));
    expect(screen.getByText('clean')).toBeTruthy();
    expect(screen.queryByText('This field is required.')).toBeNull();

    fireEvent.change(street, { target: { value: 'Hornsgatan 3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(street.value).toBe('RINGVÄGEN 2');
    expect(screen.getByText('clean')).toBeTruthy();
  });
});
