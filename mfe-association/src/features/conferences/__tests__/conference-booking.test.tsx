import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingMessages } from '@mtdm/shared/contracts';
import { fakeResponse, renderWithProviders } from '@mtdm/shared/testing';
import { ConferenceBooking } from '../conference-booking';

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
});

/** The server as the page meets it: the seats left, then the answer to the booking. */
function serverAnswering(booking: unknown, status = 200) {
  fetchMock.mockImplementation((input: unknown) =>
    Promise.resolve(
      String(input) === '/api/conferences/places'
        ? fakeResponse({ 'conf-1': 12 })
        : fakeResponse(booking, status),
    ),
  );
}

async function openAndFill(name: string, email: string) {
  const user = userEvent.setup();
  renderWithProviders(<ConferenceBooking id="conf-1" title="Conférence d’essai" />);
  await user.click(screen.getByText('Réserver des places'));
  // The form is a chunk of its own, loaded when the booking is first opened.
  await user.type(await screen.findByLabelText('Nom et prénom'), name);
  await user.type(screen.getByLabelText('Adresse e-mail'), email);
  await user.selectOptions(screen.getByLabelText('Nombre de places'), '2');
  return user;
}

describe('booking seats at a conference', () => {
  it('says the seats left, sends the booking and says in place that the mailed link confirms it', async () => {
    serverAnswering({ success: true, status: 'requested', message: bookingMessages.requested(2) });
    const user = await openAndFill('Anne Martin', 'anne@example.com');
    expect(await screen.findByText('Il reste 12 places.')).toBeInTheDocument();
    // What a party may hold, said with the seats' field, before anyone asks more.
    expect(screen.getByLabelText('Nombre de places')).toHaveAccessibleDescription(
      /^6 places au plus par adresse pour une conférence\s; pour un groupe, écrivez à l’association\.$/,
    );
    await user.click(screen.getByRole('button', { name: 'Réserver' }));
    expect((await screen.findByRole('status')).textContent).toBe(bookingMessages.requested(2));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/reservations'))!;
    expect(JSON.parse((init as RequestInit).body as string)).toEqual({
      name: 'Anne Martin',
      email: 'anne@example.com',
      seats: 2,
    });
  });

  it('a refusal is said beside its field, which keeps what was typed', async () => {
    serverAnswering(
      {
        success: false,
        field: 'email',
        message: 'Indiquez une adresse e-mail valide : la confirmation y est envoyée.',
      },
      400,
    );
    const user = await openAndFill('Anne Martin', 'anne@');
    await user.click(screen.getByRole('button', { name: 'Réserver' }));
    const email = screen.getByLabelText('Adresse e-mail');
    expect(await screen.findByText(/Indiquez une adresse e-mail valide/)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/Indiquez une adresse e-mail valide/);
    expect(email).toHaveValue('anne@');
    expect(screen.getByLabelText('Nom et prénom')).toHaveValue('Anne Martin');
  });
});
