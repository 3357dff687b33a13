import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DIAL_CODES } from '@mtdm/shared/contracts';
import { fakeResponse, renderWithProviders } from '@mtdm/shared/testing';
import { deferred, installFetchMock, sentJson } from '../../../testing/fetch-mock';
import { ContactChooserView } from '../contact-chooser-view';
import { ContactFormView } from '../contact-form-view';

const fetchMock = installFetchMock();

async function fillMuseum(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Prénom'), 'Marie');
  await user.type(screen.getByLabelText('Nom'), 'Dupont');
  await user.type(screen.getByLabelText('Adresse e-mail'), 'marie@example.fr');
  await user.selectOptions(screen.getByLabelText('Indicatif téléphonique'), 'Belgique');
  await user.type(screen.getByLabelText('Téléphone'), '470123456');
  await user.selectOptions(screen.getByLabelText('Vous êtes'), 'Un groupe');
  await user.type(screen.getByLabelText('Votre message'), 'Bonjour, une visite pour 25 personnes ?');
}

describe('contact chooser', () => {
  it('leads to the three forms by their lower-case addresses', () => {
    renderWithProviders(<ContactChooserView />);
    expect(screen.getByRole('link', { name: /Écrire au musée/ })).toHaveAttribute(
      'href',
      '/pages/formulairemusee',
    );
    expect(screen.getByRole('link', { name: /Écrire à l’association/ })).toHaveAttribute(
      'href',
      '/pages/formulaireassociation',
    );
    expect(screen.getByRole('link', { name: /Écrire au CHETOM/ })).toHaveAttribute(
      'href',
      '/pages/formulairechetom',
    );
  });
});

describe('contact forms (contactChetom, contactMuseum, contactAssociation)', () => {
  it('the museum form offers the whole world list (France first chosen) and its five visitor kinds', () => {
    renderWithProviders(<ContactFormView kind="museum" />);
    const prefix = screen.getByLabelText('Indicatif téléphonique');
    expect(within(prefix).getAllByRole('option')).toHaveLength(DIAL_CODES.length);
    expect(prefix).toHaveDisplayValue('France (+33)');
    const kinds = within(screen.getByLabelText('Vous êtes'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(kinds).toEqual([
      'Choisissez…',
      'Une famille',
      'Un groupe',
      'Enseignant',
      'Chercheur - Etudiant',
      'Autre',
    ]);
  });

  it('the research-centre form has no phone and sends A, B or C as its visitor kind', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ success: true }));
    const user = userEvent.setup();
    renderWithProviders(<ContactFormView kind="chetom" />);
    expect(screen.queryByLabelText('Téléphone')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Prénom'), 'Paul');
    await user.type(screen.getByLabelText('Nom'), 'Martin');
    await user.type(screen.getByLabelText('Adresse e-mail'), 'paul@example.fr');
    await user.selectOptions(screen.getByLabelText('Vous êtes'), 'Enseignant');
    await user.type(screen.getByLabelText('Votre message'), 'Fonds Gallieni');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Message envoyé avec succès !')).toBeInTheDocument();
    // The focus moves to the confirmation: the keyboard and the screen reader are where the form ends.
    expect(screen.getByText('Message envoyé avec succès !')).toHaveFocus();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/formulairechetom.php');
    expect(sentJson(fetchMock)).toEqual({
      'first-name': 'Paul',
      'last-name': 'Martin',
      email: 'paul@example.fr',
      'vous-etes': 'B',
      message: 'Fonds Gallieni',
    });
  });

  it('refuses a blank field with the validation message, marks it and moves the focus there, sending nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactFormView kind="association" />);
    await user.type(screen.getByLabelText('Prénom'), 'Marie');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez remplir tous les champs obligatoires');
    const lastName = screen.getByLabelText('Nom');
    expect(lastName).toHaveAttribute('aria-invalid', 'true');
    // What is wrong beside the field, then the form's message under the form.
    expect(lastName).toHaveAccessibleDescription(
      'Ce champ est obligatoire. Veuillez remplir tous les champs obligatoires',
    );
    expect(lastName).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a telephone number that is not one, beside the field, sending nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactFormView kind="museum" />);
    await fillMuseum(user);
    const phone = screen.getByLabelText('Téléphone');
    await user.clear(phone);
    await user.type(phone, 'abc');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Veuillez entrer un numéro de téléphone valide (9-10 chiffres)',
    );
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends, shows "Envoi en cours..." with the button disabled, then the success text and an empty form', async () => {
    const answer = deferred<Response>();
    fetchMock.mockReturnValue(answer.promise);
    const user = userEvent.setup();
    renderWithProviders(<ContactFormView kind="museum" />);
    await fillMuseum(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByText('Envoi en cours...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/formulairemusee.php');
    expect(sentJson(fetchMock)).toEqual({
      'first-name': 'Marie',
      'last-name': 'Dupont',
      email: 'marie@example.fr',
      'phone-prefix': '+32',
      phone: '470123456',
      'vous-etes': 'Un groupe',
      message: 'Bonjour, une visite pour 25 personnes ?',
    });
    answer.resolve(fakeResponse({ success: true, message: 'Message envoyé avec succès !' }));
    expect(await screen.findByText('Message envoyé avec succès !')).toBeInTheDocument();
    expect(screen.getByLabelText('Prénom')).toHaveValue('');
    expect(screen.getByLabelText('Votre message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  });

  it.each([
    [
      'the server’s message',
      () => fakeResponse({ message: 'Adresse refusée par le serveur' }, 400),
      'Adresse refusée par le serveur',
    ],
    [
      'the fallback text',
      () => fakeResponse('<html>', 502, 'text/html'),
      "Erreur lors de l'envoi du formulaire",
    ],
  ])('on failure shows %s and keeps what was typed', async (_case, answer, message) => {
    fetchMock.mockResolvedValue(answer());
    const user = userEvent.setup();
    renderWithProviders(<ContactFormView kind="museum" />);
    await fillMuseum(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Prénom')).toHaveValue('Marie');
    expect(screen.getByLabelText('Votre message')).toHaveValue('Bonjour, une visite pour 25 personnes ?');
  });

  it('keeps what was typed across a reload until it is sent', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<ContactFormView kind="association" />);
    await user.type(screen.getByLabelText('Votre message'), 'Adhésion de notre amicale');
    first.unmount();
    renderWithProviders(<ContactFormView kind="association" />);
    expect(await screen.findByDisplayValue('Adhésion de notre amicale')).toBeInTheDocument();
  });
});
