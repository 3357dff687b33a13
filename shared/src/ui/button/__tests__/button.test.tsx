import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing';
import { Button } from '../button';

it('is a native button that does not submit forms unless asked to', async () => {
  const onSubmit = jest.fn((event: Event) => event.preventDefault());
  renderWithProviders(
    <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
      <Button $variant="secondary">Annuler</Button>
      <Button type="submit">Envoyer</Button>
    </form>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
  expect(onSubmit).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
});
