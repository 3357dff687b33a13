import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publishContent } from '@mtdm/shared/content';
import { renderWithProviders } from '@mtdm/shared/testing';
import { AgendaView } from '../agenda-view';

const exhibition = {
  id: 'marsouins-en-images',
  title: 'Marsouins en images',
  startDate: '3 février 2027',
  endDate: '30 juin 2027',
  place: 'Salle d’expositions temporaires',
  description: 'Un siècle de photographies des troupes de marine.',
  image: 'images/news/01-bazeilles-derniere-cartouche.svg',
  imageAlt: 'Affiche',
  free: true,
};

afterEach(() => {
  jest.useRealTimers();
  publishContent({ exhibitions: [] }, null);
});

function renderOn(day: string, route = '/pages/Agenda') {
  jest.useFakeTimers({ now: new Date(`${day}T09:00:00`), advanceTimers: true });
  publishContent({ exhibitions: [exhibition] }, null);
  return renderWithProviders(<AgendaView />, { route });
}

const titles = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent!.replace(/\s+/g, ' '));

describe('the agenda', () => {
  it('lists what is to come or running, soonest first, each with its days, hour, place and entry', () => {
    renderOn('2026-12-01');
    const all = titles();
    expect(all[0]).toBe('Conférence : les troupes coloniales sur le front d’Orient');
    expect(all).toContain('Marsouins en images');
    // Nothing past.
    expect(all).not.toContain('Conférence : Bazeilles, la dernière cartouche');
    const item = screen.getByRole('heading', { name: 'Marsouins en images' }).closest('li')!;
    expect(item).toHaveAttribute('id', 'exposition-marsouins-en-images');
    expect(item).toHaveTextContent('Du 3 février 2027 au 30 juin 2027');
    expect(item).toHaveTextContent('Salle d’expositions temporaires');
    expect(item).toHaveTextContent('libre et gratuite');
    const conference = screen.getAllByRole('listitem')[0]!;
    expect(conference).toHaveTextContent(/Le 10 décembre 2026 à 18\sh/);
    expect(within(conference).getByRole('link', { name: /Réserver des places/ })).toHaveAttribute(
      'href',
      '/pages/sesconferences#actualite-28-armee-d-orient',
    );
  });

  it('filters by type and by month, the choice kept in the address', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderOn('2026-12-01');
    await user.selectOptions(screen.getByLabelText('Type'), 'exhibition');
    expect(titles()).toEqual(['Marsouins en images']);
    await user.selectOptions(screen.getByLabelText('Type'), '');
    await user.selectOptions(screen.getByLabelText('Mois'), '2027-03');
    // March 2027: the conference of the 18th, and the exhibition running that month.
    expect(titles()).toEqual(
      expect.arrayContaining([
        'Marsouins en images',
        'Conférence : Fréjus, ville de garnison des troupes coloniales',
      ]),
    );
    expect(titles()).not.toContain('Conférence : les troupes coloniales sur le front d’Orient');
  });

  it('a shared address opens the same view', () => {
    renderOn('2026-12-01', '/pages/Agenda?type=conference');
    expect(screen.getByLabelText('Type')).toHaveValue('conference');
    const items = screen.getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.firstChild).toHaveTextContent(/^Conférence$/);
    expect(screen.getByRole('status')).toHaveTextContent(`${items.length} rendez-vous`);
  });
});
