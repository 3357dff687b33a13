import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeResponse, renderWithProviders } from '@mtdm/shared/testing';
import { contactCorrectionMessages } from '@mtdm/shared/validation';
import ContactDetailsForm from '../contact-details-form';

const initial = {
  address: '12 rue de la Garonne',
  postcode: '83600',
  city: 'Fréjus',
  mobileNumber: '+33612345678',
};

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(() => Promise.resolve(fakeResponse({ success: true }, 200)));
  globalThis.fetch = fetchMock;
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer mes coordonnées' }));

it('says beside each refused detail why, moves the focus to the first, keeps what was typed and sends nothing', async () => {
  renderWithProviders(<ContactDetailsForm initial={initial} csrfToken="jeton" />);
  type('Code postal', '8');
  type('Ville', '');
  type('Téléphone', '12345');
  save();
  const postcode = screen.getByLabelText('Code postal');
  await waitFor(() => expect(postcode).toHaveFocus());
  expect(postcode).toHaveAttribute('aria-invalid', 'true');
  expect(postcode).toHaveAccessibleDescription(contactCorrectionMessages.postcode);
  expect(screen.getByLabelText('Ville')).toHaveAccessibleDescription(contactCorrectionMessages.required);
  expect(screen.getByLabelText('Téléphone')).toHaveAccessibleDescription(contactCorrectionMessages.phone);
  expect(screen.getByLabelText('Adresse')).not.toHaveAttribute('aria-invalid');
  expect(postcode).toHaveValue('8');
  expect(fetchMock).not.toHaveBeenCalled();
});

it('sends a valid correction with the session’s token, says it is saved, and clears the errors', async () => {
  renderWithProviders(<ContactDetailsForm initial={initial} csrfToken="jeton" />);
  type('Code postal', '8');
  save();
  await waitFor(() => expect(screen.getByLabelText('Code postal')).toHaveAttribute('aria-invalid', 'true'));
  // A member who moved to Brussels.
  type('Adresse', '12 avenue Louise');
  type('Code postal', '1050');
  type('Ville', 'Bruxelles');
  save();
  expect(await screen.findByText('Vos coordonnées sont à jour.')).toBeInTheDocument();
  expect(screen.getByLabelText('Code postal')).not.toHaveAttribute('aria-invalid');
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('/api/adherents/coordonnees');
  expect((init.headers as Record<string, string>)['x-csrf-token']).toBe('jeton');
  expect(JSON.parse(String(init.body))).toEqual({
    address: '12 avenue Louise',
    postcode: '1050',
    city: 'Bruxelles',
    mobileNumber: '+33612345678',
  });
});

it('says the api’s refusal when the server turns the correction down', async () => {
  fetchMock.mockImplementation(() =>
    Promise.resolve(fakeResponse({ success: false, message: 'Votre session a expiré.' }, 403)),
  );
  renderWithProviders(<ContactDetailsForm initial={initial} csrfToken="jeton" />);
  save();
  expect(await screen.findByText('Votre session a expiré.')).toBeInTheDocument();
  expect(screen.getByLabelText('Ville')).toHaveValue('Fréjus');
});
