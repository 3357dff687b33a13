import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing';
import { Modal } from '../modal';

function Harness({ placement }: { placement?: 'center' | 'side' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Votre panier" placement={placement}>
        <label>
          Nom
          <input />
        </label>
        <button type="button">Valider</button>
      </Modal>
    </>
  );
}

async function openDialog(placement?: 'center' | 'side') {
  const user = userEvent.setup();
  renderWithProviders(<Harness placement={placement} />);
  await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
  return user;
}

describe('Modal', () => {
  it('is a modal dialog named by its title, with focus moved to its first field', async () => {
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Votre panier' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('locks the page before it moves the focus, which never scrolls the page (one layout on opening)', async () => {
    const focus = jest.spyOn(HTMLElement.prototype, 'focus');
    const overflowAtFocus: string[] = [];
    focus.mockImplementation(function record(this: HTMLElement, options?: FocusOptions) {
      overflowAtFocus.push(`${document.body.style.overflow} ${options?.preventScroll === true}`);
    });
    try {
      await openDialog();
      expect(overflowAtFocus.at(-1)).toBe('hidden true');
    } finally {
      focus.mockRestore();
    }
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const user = await openDialog();
    const close = screen.getByRole('button', { name: 'Fermer' });
    const field = screen.getByRole('textbox', { name: 'Nom' });
    const submit = screen.getByRole('button', { name: 'Valider' });
    await user.tab();
    expect(submit).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(field).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = await openDialog('side');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouvrir' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with the close button and on a click on the backdrop, not inside', async () => {
    const user = await openDialog();
    await user.click(screen.getByRole('textbox', { name: 'Nom' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouvrir' })).toHaveFocus();
  });
});
