import { screen, within } from '@testing-library/react';
import { knownCollection } from '@mtdm/shared/content';
import { renderWithProviders } from '@mtdm/shared/testing';
import { ConferencesView } from '../conferences-view';

function renderOn(day: string) {
  jest.useFakeTimers({ now: new Date(`${day}T09:00:00`) });
  return renderWithProviders(<ConferencesView />);
}

afterEach(() => jest.useRealTimers());

describe('conferences page', () => {
  it('splits with a fixed clock: today or later upcoming (soonest first), earlier archived by year', () => {
    renderOn('2026-12-10');
    const upcoming = screen.getByRole('list', { name: 'Prochaines conférences' });
    expect(
      within(upcoming)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Conférence : les troupes coloniales sur le front d’Orient',
      'Conférence : Fréjus, ville de garnison des troupes coloniales',
      'Conférence de clôture : quatre siècles de troupes de marine',
    ]);
    const years = screen.getAllByRole('button', { name: /^Conférences \d{4}$/ }).map((b) => b.textContent);
    expect(years).toEqual([
      'Conférences 2026',
      'Conférences 2025',
      'Conférences 2024',
      'Conférences 2023',
      'Conférences 2022',
      'Conférences 2021',
      'Conférences 2020',
      'Conférences 2019',
    ]);
    expect(screen.getByRole('button', { name: 'Conférences 2026' })).toHaveAttribute('aria-expanded', 'true');
    const archived2026 = screen.getByRole('region', { name: 'Conférences 2026' });
    expect(within(archived2026).queryByText(/front d'Orient/)).not.toBeInTheDocument();
    expect(within(archived2026).getAllByRole('button', { name: /^Lire l'article/ })).toHaveLength(2);
  });

  it('the day after the last conference: the empty message, every conference archived', () => {
    const { container } = renderOn('2028-01-01');
    expect(
      screen.getByText('Aucune conférence à venir pour le moment. Revenez bientôt !'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Prochaines conférences' })).not.toBeInTheDocument();
    // Closed years stay in the page (hidden): every conference is in one of them.
    const archivedCount = container.querySelectorAll('section[aria-labelledby] article').length;
    expect(archivedCount).toBe(knownCollection('news')!.filter((item) => item.conference === true).length);
  });

  it('each upcoming conference offers its calendar file, and the page carries schema.org Event data', () => {
    const { container } = renderOn('2026-12-10');
    const link = screen.getByRole('link', {
      name: 'Ajouter à mon agenda : Conférence : les troupes coloniales sur le front d’Orient',
    });
    expect(link).toHaveAttribute('download', 'conference-2026-12-10.ics');
    const ics = decodeURIComponent(
      (link.getAttribute('href') ?? '').replace(/^data:text\/calendar;charset=utf-8,/, ''),
    );
    expect(ics).toContain('DTSTART;TZID=Europe/Paris:20261210T180000');
    const data = JSON.parse(
      container.querySelector('script[type="application/ld+json"]')?.textContent ?? '[]',
    );
    expect(data).toHaveLength(3);
    expect(data[0]).toMatchObject({
      '@type': 'Event',
      startDate: '2026-12-10T18:00:00+01:00',
      location: { '@type': 'Place', address: { addressLocality: 'Fréjus' } },
    });
  });
});
