import { screen } from '@testing-library/react';
import { renderWithProviders } from '@mtdm/shared/testing';
import { ChangeOutcomeMessage } from '../change-outcome';

it('puts the focus on a refusal, so that it is seen and read where it is written', () => {
  const { rerender } = renderWithProviders(
    <>
      <ChangeOutcomeMessage outcome={null} />
      <button type="button">Confirmer la visite</button>
    </>,
  );
  screen.getByRole('button', { name: 'Confirmer la visite' }).focus();
  const refused = { ok: false, text: 'Le musée est fermé le lundi : choisissez un autre jour.' };
  rerender(
    <>
      <ChangeOutcomeMessage outcome={refused} />
      <button type="button">Confirmer la visite</button>
    </>,
  );
  expect(screen.getByRole('alert')).toHaveFocus();
  expect(screen.getByRole('alert')).toHaveTextContent('Le musée est fermé le lundi');
});

it('names each refused line of a batch, and puts the focus on the confirmation of a change', () => {
  const { rerender } = renderWithProviders(
    <ChangeOutcomeMessage
      outcome={{
        ok: false,
        text: 'Aucun document n’a été envoyé.',
        lines: [{ reference: 'inconnue', message: 'Document introuvable ou annulé.' }],
      }}
    />,
  );
  expect(screen.getByRole('listitem')).toHaveTextContent('inconnue : Document introuvable ou annulé.');
  rerender(<ChangeOutcomeMessage outcome={{ ok: true, text: 'Visite confirmée.' }} />);
  expect(screen.getByText('Visite confirmée.')).toHaveFocus();
});
