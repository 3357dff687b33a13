import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DIAL_CODES } from '@mtdm/shared/contracts';
import { renderWithProviders } from '@mtdm/shared/testing';
import { GuidedTourView } from '../guided-tour-view';
import { GuidedTourViewEn } from '../guided-tour-view-en';
import { plainSpaces } from '@mtdm/shared/testing/text';

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

describe('a visit the museum can receive, checked before sending', () => {
  const afterEachCleanups: (() => void)[] = [];
  // Checked on a Tuesday morning in Paris, whatever the machine's clock says: only Date is faked.
  beforeEach(() =>
    jest.useFakeTimers({
      now: new Date('2026-12-01T09:00:00+01:00'),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    }),
  );
  afterEach(() => {
    jest.useRealTimers();
    afterEachCleanups.splice(0).forEach((cleanup) => cleanup());
  });
  /** Fills every field; the form is sent unless the browser's check stops it. */
  async function request(date: string, time: string, groupSize = '25') {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<GuidedTourView />);
    const form = container.querySelector('form') as HTMLFormElement;
    // The browser's checks arrive after the page (a chunk of their own): the date's bounds say so.
    await waitFor(() => expect(screen.getByLabelText('Date souhaitée')).toHaveAttribute('min'));
    // Heard after the page's own handler (React listens at its root, inside the document).
    const sent = jest.fn((event: Event) => event.preventDefault());
    const listener = (event: Event) => {
      if (event.target === form && !event.defaultPrevented) sent(event);
    };
    document.addEventListener('submit', listener);
    afterEachCleanups.push(() => document.removeEventListener('submit', listener));
    await user.type(screen.getByLabelText('Prénom'), 'Claire');
    await user.type(screen.getByLabelText('Nom'), 'Petit');
    await user.type(screen.getByLabelText('Adresse e-mail'), 'claire.petit@example.com');
    await user.selectOptions(screen.getByLabelText('Indicatif téléphonique'), '+33');
    await user.type(screen.getByLabelText('Téléphone'), '611223344');
    await user.type(screen.getByLabelText('Date souhaitée'), date);
    await user.type(screen.getByLabelText('Heure souhaitée'), time);
    await user.type(screen.getByLabelText('Nombre de personnes'), groupSize);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    return { sent };
  }

  it('refuses a Monday beside the date, and moves the focus there', async () => {
    const { sent } = await request('2026-12-07', '14:30');
    expect(sent).not.toHaveBeenCalled();
    const date = screen.getByLabelText('Date souhaitée');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveFocus();
    const described = document.getElementById(date.getAttribute('aria-describedby')!.split(' ').at(-1)!);
    expect(plainSpaces(described?.textContent ?? null)).toBe(
      'Le musée est fermé le lundi : choisissez un autre jour.',
    );
  });

  it.each([
    ['09:30', 'before opening'],
    ['17:00', 'too late to end by closing time'],
  ])('refuses %s (%s) beside the time', async (time) => {
    const { sent } = await request('2026-12-08', time);
    expect(sent).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Heure souhaitée')).toHaveAttribute('aria-invalid', 'true');
    expect(plainSpaces(screen.getByText(/Une visite guidée dure/).textContent)).toBe(
      'Une visite guidée dure 1 h 30 : elle commence entre 10 h et 16 h 30, pour finir avant la fermeture à 18 h.',
    );
  });

  // Before tomorrow, or more people than the association accepts: outside the field's bounds, so the
  // browser itself stops the form at that field (the server refuses it too, in French).
  it.each(['2026-11-20', '2026-12-01'])('stops %s at the date field, below its first day', async (date) => {
    const { sent } = await request(date, '14:30');
    expect(sent).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByLabelText('Date souhaitée')).toHaveAttribute('min', '2026-12-02'));
    expect((screen.getByLabelText('Date souhaitée') as HTMLInputElement).validity.rangeUnderflow).toBe(true);
  });

  it('refuses 1 May beside the date, a holiday the museum always closes on', async () => {
    const { sent } = await request('2027-05-01', '14:30');
    expect(sent).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Date souhaitée')).toHaveAttribute('aria-invalid', 'true');
    expect(plainSpaces(screen.getByText(/Le musée est fermé le 1er/).textContent)).toBe(
      'Le musée est fermé le 1er mai : choisissez un autre jour.',
    );
  });

  it('stops a group larger than the association accepts at its field', async () => {
    const { sent } = await request('2026-12-08', '14:30', '500');
    expect(sent).not.toHaveBeenCalled();
    const size = screen.getByLabelText('Nombre de personnes') as HTMLInputElement;
    expect(size).toHaveAttribute('max', '50');
    expect(size.validity.rangeOverflow).toBe(true);
  });

  it('offers the days from tomorrow to the end of the booking period, and says the hours taken', async () => {
    const fetched: string[] = [];
    const realFetch = global.fetch;
    global.fetch = jest.fn(async (url: RequestInfo | URL) => {
      fetched.push(String(url));
      return {
        ok: true,
        json: async () => ({ date: '2026-12-08', taken: [{ from: '10:30', to: '12:00' }] }),
      } as Response;
    }) as typeof fetch;
    afterEachCleanups.push(() => {
      global.fetch = realFetch;
    });
    const user = userEvent.setup();
    renderWithProviders(<GuidedTourView />);
    const date = screen.getByLabelText('Date souhaitée');
    await waitFor(() => expect(date).toHaveAttribute('min', '2026-12-02'));
    expect(date).toHaveAttribute('max', '2027-12-01');
    await user.clear(date);
    await user.type(date, '2026-12-08');
    expect(plainSpaces((await screen.findByText(/Déjà réservé ce jour-là/)).textContent)).toBe(
      'Déjà réservé ce jour-là : de 10 h 30 à 12 h.',
    );
    expect(fetched).toContain('/api/visites-guidees/creneaux?date=2026-12-08');
  });

  it('sends a Tuesday afternoon', async () => {
    const { sent } = await request('2026-12-08', '14:30');
    expect(sent).toHaveBeenCalled();
    expect(screen.queryByText(/Le musée est fermé/)).not.toBeInTheDocument();
  });
});

describe('the request in English (/en/guided-tours)', () => {
  it('lists the dialling codes with English country names, in English order', () => {
    renderWithProviders(<GuidedTourViewEn />);
    const prefix = screen.getByLabelText('Country calling code');
    const labels = within(prefix)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels).toEqual(expect.arrayContaining(['Germany (+49)', 'United Kingdom (+44)', 'France (+33)']));
    expect(labels).not.toContain('Allemagne (+49)');
    expect(labels.indexOf('Germany (+49)')).toBeLessThan(labels.indexOf('United Kingdom (+44)'));
    expect(labels).toHaveLength(DIAL_CODES.length + 1);
  });
});
