import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';

function Example({ onClose = jest.fn() }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Delete folder"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <button type="button">Confirm</button>
      </Modal>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<Example />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return user;
}

describe('Modal', () => {
  it('is a modal dialog named by its title', async () => {
    await openDialog();
    expect(screen.getByRole('dialog', { name: 'Delete folder' })).toBeInTheDocument();
  });

  it('moves focus into the dialog and keeps it there on Tab', async () => {
    const user = await openDialog();
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // The focus guards at the dialog's edges send focus back in on the next tick.
    for (const _step of [1, 2, 3]) {
      await user.tab();
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    }
    expect(document.activeElement).toHaveAccessibleName(/Close|Confirm/);
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = await openDialog();
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const user = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const user = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
