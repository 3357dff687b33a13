import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@mtdm/shared/testing';
import { HomeView } from '../home-view';

function renderOn(day: string) {
  jest.useFakeTimers({ now: new Date(`${day}T09:00:00`) });
  renderWithProviders(<HomeView />);
}

afterEach(() => jest.useRealTimers());

describe('home page', () => {
  it('has the hero heading, picture loaded first, and its two calls to action', () => {
    renderOn('2026-11-23');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Musée des Troupes de Marine' }),
    ).toBeInTheDocument();
    const hero = screen.getByRole('img', { name: /ancre d’or des troupes de marine/ });
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('width');
    expect(screen.getByRole('link', { name: 'Préparer votre visite' })).toHaveAttribute(
      'href',
      '/pages/informationsPratiques',
    );
  });

  it('the carousel keeps today and later, the soonest first, past items hidden (fixed clock)', () => {
    renderOn('2026-12-10');
    const carousel = screen.getByRole('list', { name: 'Prochaines actualités' });
    const titles = within(carousel)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Conférence : les troupes coloniales sur le front d’Orient',
      'Fermeture du musée pendant les fêtes de fin d’année',
      'Conférence : Fréjus, ville de garnison des troupes coloniales',
      'Nuit européenne des musées 2027',
      'Commémoration de Bazeilles 2027',
      'Conférence de clôture : quatre siècles de troupes de marine',
    ]);
    expect(
      screen.queryByText('Une nouvelle salle consacrée à l’outre-mer au XXe siècle'),
    ).not.toBeInTheDocument();
    expect(within(carousel).getAllByRole('button', { name: /^Lire l'article/ })).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Actualités suivantes' })).toBeInTheDocument();
  });

  it('says so honestly when nothing is announced, with the way to the archives', () => {
    renderOn('2028-01-01');
    expect(screen.queryByRole('list', { name: 'Prochaines actualités' })).not.toBeInTheDocument();
    expect(screen.getByText(/Aucun rendez-vous n’est annoncé pour le moment/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'actualités du musée' })).toHaveAttribute(
      'href',
      '/pages/ActualitesMusee',
    );
  });

  it('leads to the collections, conferences and news, and to the membership page', () => {
    renderOn('2026-11-23');
    expect(screen.getByRole('link', { name: /Parcourir les collections/ })).toHaveAttribute(
      'href',
      '/pages/sescollections',
    );
    expect(screen.getByRole('link', { name: /programme des conférences/ })).toHaveAttribute(
      'href',
      '/pages/sesconferences',
    );
    expect(screen.getByRole('link', { name: /actualités du musée/ })).toHaveAttribute(
      'href',
      '/pages/ActualitesMusee',
    );
    expect(screen.getByRole('link', { name: 'Devenir adhérent' })).toHaveAttribute(
      'href',
      '/pages/DevenirAdherent',
    );
  });
});
