import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ConfirmOptions, useConfirm } from './confirm.tsx';
import { renderShell } from './shell-test-utils.tsx';

function Asker(options: Partial<ConfirmOptions>) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button
        type="button"
        onClick={async () =>
          setAnswer(
            String(await confirm({ title: 'Delete Milk?', message: 'It is used by 3 items.', ...options })),
          )
        }
      >
        Ask
      </button>
      <output>{answer}</output>
    </>
  );
}

const answer = () => screen.getByRole('status').textContent;

describe('useConfirm', () => {
  afterEach(cleanup);

  it('resolves true on confirm, with a red button for a danger action', async () => {
    await renderShell(<Asker danger />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Milk?' });
    expect(dialog.textContent).toContain('It is used by 3 items.');
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm.getAttribute('data-variant') ?? '').not.toBe('default');
    expect(confirm.getAttribute('style') ?? '').toContain('red');
    fireEvent.click(confirm);
    await waitFor(() => expect(answer()).toBe('true'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('resolves false on cancel', async () => {
    await renderShell(<Asker confirmLabel="Remove" cancelLabel="Keep" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ask' }));
    expect(await screen.findByRole('button', { name: 'Remove' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(answer()).toBe('false'));
  });

  it('resolves false when closed with Escape', async () => {
    await renderShell(<Asker />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Milk?' });
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(answer()).toBe('false'));
  });
});
