import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalProvider, StackedModal, useModals } from './modal-stack.tsx';

function ModalPair({ openerRole }: { openerRole?: string }) {
  const [first, setFirst] = useState(false);
  const [second, setSecond] = useState(false);
  return (
    <>
      <button type="button" role={openerRole} onClick={() => setFirst(true)}>
        Open first
      </button>
      <StackedModal opened={first} onClose={() => setFirst(false)} title="First">
        <button type="button" onClick={() => setSecond(true)}>
          Open second
        </button>
      </StackedModal>
      <StackedModal opened={second} onClose={() => setSecond(false)} title="Second">
        <p>Top modal</p>
      </StackedModal>
    </>
  );
}

function Opener() {
  const modals = useModals();
  return (
    <button
      type="button"
      onClick={() =>
        modals.open({
          title: 'From code',
          content: (close) => (
            <button type="button" onClick={close}>
              Done
            </button>
          ),
        })
      }
    >
      Open
    </button>
  );
}

function ModalOrphan() {
  useModals();
  return null;
}

function renderStack(openerRole?: string) {
  render(
    <MantineProvider>
      <ModalProvider>
        <ModalPair openerRole={openerRole} />
      </ModalProvider>
    </MantineProvider>,
  );
}

const pressEscape = (target: Element) => fireEvent.keyDown(target, { key: 'Escape', code: 'Escape' });

describe('stacked modals', () => {
  afterEach(cleanup);

  it('closes only the top modal on Escape, then the next', async () => {
    renderStack();
    fireEvent.click(screen.getByRole('button', { name: 'Open first' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Open second' }));
    const second = await screen.findByRole('dialog', { name: 'Second' });
    pressEscape(second);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Second' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'First' })).toBeTruthy();
    pressEscape(screen.getByRole('dialog', { name: 'First' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'First' })).toBeNull());
  });

  it('returns focus to the element focused before opening', async () => {
    renderStack();
    const opener = screen.getByRole('button', { name: 'Open first' });
    opener.focus();
    fireEvent.click(opener);
    pressEscape(await screen.findByRole('dialog', { name: 'First' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('does not return focus to a combobox', async () => {
    renderStack('combobox');
    const opener = screen.getByRole('combobox');
    opener.focus();
    fireEvent.click(opener);
    pressEscape(await screen.findByRole('dialog', { name: 'First' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(document.activeElement).not.toBe(opener);
  });

  it('opens modals from code and closes them', async () => {
    render(
      <MantineProvider>
        <ModalProvider>
          <Opener />
        </ModalProvider>
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('names the missing provider when used outside it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ModalOrphan />)).toThrow('useModals must be used within a ModalProvider');
  });
});
