import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DIAL_CODES } from '@mtdm/shared/data';
import { renderWithProviders } from '@mtdm/shared/testing';
import { GuidedTourView } from '../guided-tour-view';

describe('guided tour request (guidedTour)', () => {
  it('is a classic form posted to /submit-guided-tour with the fields of its contract', () => {
    const { container } = renderWithProviders(<GuidedTourView />);
    expect(screen.getByRole('heading', { level: 1, name: 'Demander une Visite Guidée' })).toBeInTheDocument();
    expect(screen.getByText(/groupes d’au moins 10 personnes/)).toBeInTheDocument();
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/submit-guided-tour');
    const names = Array.from(form.elements)
      .map((element) => element.getAttribute('name'))
      .filter(Boolean);
    expect(names).toEqual([
      'first-name',
      'last-name',
      'email',
      'phone-prefix',
      'phone',
      'date',
      'time',
      'group-size',
      'special-requests',
      'website',
    ]);
    expect(screen.getByRole('button', { name: 'Envoyer' })).toHaveAttribute('type', 'submit');
  });

  it('requires every field but the special requests, labelled optional; at least 10 people', () => {
    renderWithProviders(<GuidedTourView />);
    for (const label of ['Prénom', 'Nom', 'Adresse e-mail', 'Téléphone', 'Date souhaitée', 'Heure souhaitée'])
      expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Nombre de personnes')).toHaveAttribute('min', '10');
    expect(screen.getByLabelText('Demandes particulières (facultatif)')).not.toBeRequired();
  });

  it('offers the world list of dial codes with none chosen in advance', () => {
    renderWithProviders(<GuidedTourView />);
    const prefix = screen.getByLabelText('Indicatif téléphonique');
    expect(prefix).toBeRequired();
    expect(prefix).toHaveValue('');
    expect(within(prefix).getAllByRole('option')).toHaveLength(DIAL_CODES.length + 1);
  });

  it('has a menu toggle button that opens and closes the navigation menu (Escape too)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GuidedTourView />);
    const toggle = screen.getByRole('button', { name: 'Ouvrir le menu de la visite' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Horaires, accès et services' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Horaires, accès et services' })).toHaveAttribute(
      'href',
      '/pages/informationsPratiques',
    );
    await user.click(screen.getByRole('button', { name: 'Fermer le menu de la visite' }));
    expect(screen.queryByRole('link', { name: 'Horaires, accès et services' })).not.toBeInTheDocument();
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
