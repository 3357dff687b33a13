import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse, renderWithProviders } from '@mtdm/shared/testing';
import { deferred, installFetchMock } from '../../../testing/fetch-mock';
import { JobApplicationView } from '../job-application-view';

const fetchMock = installFetchMock();
const pdf = (name = 'cv.pdf', size = 1200) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

async function fillText(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Prénom'), 'Jeanne');
  await user.type(screen.getByLabelText('Nom'), 'Leroy');
  await user.type(screen.getByLabelText('Adresse e-mail'), 'jeanne@example.fr');
  await user.type(screen.getByLabelText('Téléphone'), '0611223344');
  await user.type(screen.getByLabelText('Lettre de motivation'), 'Médiatrice culturelle depuis cinq ans.');
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }));

describe('job application (jobApplication)', () => {
  it('links to the external job site in a new tab', () => {
    renderWithProviders(<JobApplicationView />);
    const link = screen.getByRole('link', { name: /Choisir le service public/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
  });

  it('states the accepted formats and the 5 MB limit beside the file inputs', () => {
    renderWithProviders(<JobApplicationView />);
    for (const label of ['CV', 'Lettre de motivation (fichier) (facultatif)']) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx,.odt');
      expect(input).toHaveAccessibleDescription(
        'Formats acceptés : PDF, DOC, DOCX ou ODT — 5 Mo au maximum.',
      );
    }
    expect(screen.getByLabelText('CV')).toBeRequired();
    expect(screen.getByLabelText('Lettre de motivation (fichier) (facultatif)')).not.toBeRequired();
  });

  it('requires the CV', async () => {
    const user = userEvent.setup();
    renderWithProviders(<JobApplicationView />);
    await fillText(user);
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez remplir tous les champs obligatoires');
    expect(screen.getByLabelText('CV')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('CV')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a file over 5 MB or of another format before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<JobApplicationView />);
    await fillText(user);
    await user.upload(screen.getByLabelText('CV'), pdf('cv.pdf', 5 * 1024 * 1024 + 1));
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Le fichier « CV » dépasse la taille maximale de 5 Mo.',
    );
    await user.upload(screen.getByLabelText('CV'), pdf());
    await user.upload(
      screen.getByLabelText('Lettre de motivation (fichier) (facultatif)'),
      pdf('lettre.png'),
    );
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Le fichier « lettre de motivation » doit être au format PDF, DOC, DOCX ou ODT.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the multipart form with the sending state, then thanks and empties the form', async () => {
    const answer = deferred<Response>();
    fetchMock.mockReturnValue(answer.promise);
    const user = userEvent.setup();
    renderWithProviders(<JobApplicationView />);
    await fillText(user);
    await user.upload(screen.getByLabelText('CV'), pdf());
    await submit(user);
    expect(screen.getByText('Envoi en cours...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer ma candidature' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/travailleraumusee.php');
    const body = init.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      'first-name': 'Jeanne',
      'last-name': 'Leroy',
      email: 'jeanne@example.fr',
      phone: '0611223344',
      'cover-letter': 'Médiatrice culturelle depuis cinq ans.',
    });
    expect((body.get('resume') as File).name).toBe('cv.pdf');
    expect(body.has('cover-letter-file')).toBe(false);
    answer.resolve(fakeResponse({ success: true }));
    expect(await screen.findByText('Message envoyé avec succès !')).toBeInTheDocument();
    expect(screen.getByLabelText('Prénom')).toHaveValue('');
    expect(window.sessionStorage.getItem('form:job-application')).not.toContain('Jeanne');
  });

  it('shows the server’s message and keeps the text typed', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse({ message: 'Le fichier « CV » doit être au format PDF, DOC, DOCX ou ODT.' }, 415),
    );
    const user = userEvent.setup();
    renderWithProviders(<JobApplicationView />);
    await fillText(user);
    await user.upload(screen.getByLabelText('CV'), pdf());
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Le fichier « CV » doit être au format PDF');
    expect(screen.getByLabelText('Lettre de motivation')).toHaveValue(
      'Médiatrice culturelle depuis cinq ans.',
    );
    expect(window.sessionStorage.getItem('form:job-application')).toContain('Jeanne');
  });
});
