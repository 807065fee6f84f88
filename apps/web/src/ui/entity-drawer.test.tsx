import { TextInput } from '@mantine/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EntityDrawer, type EntityDrawerProps, useEntityParam } from './entity-drawer.tsx';
import { OTHER_PATH, renderShell } from './shell-test-utils.tsx';

function Screen(props: Partial<EntityDrawerProps>) {
  const entity = useEntityParam();
  const [name, setName] = useState('Kitchen');
  return (
    <>
      <button type="button" onClick={entity.openNew}>
        New
      </button>
      <button type="button" onClick={() => entity.open('s1')}>
        Open s1
      </button>
      <EntityDrawer
        id={entity.id}
        title={entity.isNew ? 'New station' : 'Edit station'}
        onClose={entity.close}
        dirty={name !== 'Kitchen'}
        onSave={() => true}
        {...props}
      >
        <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      </EntityDrawer>
    </>
  );
}

const search = (router: { state: { location: { search: Record<string, unknown> } } }) =>
  router.state.location.search;

describe('EntityDrawer', () => {
  afterEach(cleanup);

  it('stays closed without ?id= and opens the creation form with ?id=new', async () => {
    const { router } = await renderShell(<Screen />);
    await screen.findByRole('button', { name: 'New' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    expect(await screen.findByRole('dialog', { name: 'New station' })).toBeTruthy();
    expect(search(router)).toEqual({ id: 'new' });
    expect(screen.getByRole('button', { name: 'Create' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('edits with Save and Delete, and closes after a successful save', async () => {
    const onSave = vi.fn(async () => true);
    const { router } = await renderShell(
      <Screen onSave={onSave} onDelete={async () => false} />,
      '/things?id=s1',
    );
    await screen.findByRole('dialog', { name: 'Edit station' });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Bar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(search(router)).toEqual({}));
    expect(onSave).toHaveBeenCalledOnce();
    // The guard let the deliberate close through without asking.
    expect(screen.queryByText('Discard your changes?')).toBeNull();
  });

  it('stays open when saving fails', async () => {
    const { router } = await renderShell(<Screen onSave={async () => false} />, '/things?id=s1');
    await screen.findByRole('dialog', { name: 'Edit station' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(search(router)).toEqual({ id: 's1' });
  });

  it('closes after a confirmed delete', async () => {
    const onDelete = vi.fn(async () => true);
    const { router } = await renderShell(<Screen onDelete={onDelete} />, '/things?id=s1');
    await screen.findByRole('dialog', { name: 'Edit station' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(search(router)).toEqual({}));
  });

  it('asks before discarding unsaved changes on Cancel', async () => {
    const { router } = await renderShell(<Screen />, '/things?id=s1');
    await screen.findByRole('dialog', { name: 'Edit station' });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Bar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Discard your changes?')).toBeNull());
    expect(search(router)).toEqual({ id: 's1' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(search(router)).toEqual({}));
  });

  it('closes at once when nothing changed', async () => {
    const { router } = await renderShell(<Screen />, '/things?id=s1');
    await screen.findByRole('dialog', { name: 'Edit station' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(search(router)).toEqual({}));
  });

  it('asks before leaving the page with unsaved changes', async () => {
    const { router } = await renderShell(<Screen />, '/things?id=s1');
    await screen.findByRole('dialog', { name: 'Edit station' });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Bar' } });
    router.history.push(OTHER_PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.pathname).toBe('/things');
    router.history.push(OTHER_PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByText('Somewhere else')).toBeTruthy();
  });

  it('shows loading, not-found and load-failure states instead of the form', async () => {
    const onRetry = vi.fn();
    await renderShell(<Screen loading />, '/things?id=s1');
    expect(await screen.findByRole('status', { name: 'Loading the details' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    cleanup();
    await renderShell(<Screen notFound />, '/things?id=gone');
    expect(await screen.findByText('Not found')).toBeTruthy();
    cleanup();
    await renderShell(<Screen error={{ codes: ['FORBIDDEN'] }} onRetry={onRetry} />, '/things?id=s1');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
