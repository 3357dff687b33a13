import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@mtdm/shared/testing';
import { CuratorsList } from '../curators-list';
import { MuseumInBriefView } from '../museum-in-brief-view';

describe('museum in brief page', () => {
  it('has three cards, a contact button and the museum’s facts', () => {
    renderWithProviders(<MuseumInBriefView />);
    expect(
      screen
        // Right under the h1: level 2, no level skipped.
        .getAllByRole('heading', { level: 2 })
        .slice(0, 3)
        .map((h) => h.textContent),
    ).toEqual(['Les collections', 'Le centre d’archives', 'Venir au musée']);
    expect(screen.getByRole('link', { name: 'Contacter le musée' })).toHaveAttribute(
      'href',
      '/pages/FormulaireMusee',
    );
    const history = screen.getByRole('region', { name: 'Histoire du musée' });
    for (const fact of [
      /1981/,
      /Musée de France/,
      /2006/,
      /20 000 à 25 000/,
      /4 500/,
      /1 100 m²/,
      /400 m²/,
      /17 000/,
      /entrée y est libre/,
    ])
      expect(history).toHaveTextContent(fact);
  });

  it('has its video and the animated statistics, whose final numbers screen readers read', () => {
    renderWithProviders(<MuseumInBriefView />);
    // The link opens the file itself when scripts are off (the e2e test fetches it).
    expect(screen.getByRole('link', { name: /^Lire la vidéo : Présentation du Musée/ })).toHaveAttribute(
      'href',
    );
    const stats = screen.getByRole('region', { name: 'Le musée en chiffres' });
    expect(within(stats).getByText(/^environ 17\s000 visiteurs par an$/)).toBeInTheDocument();
    expect(within(stats).getByText(/^1\s100 m² de parcours permanent$/)).toBeInTheDocument();
  });

  it('lists the curators oldest first, or says the list is being prepared', () => {
    const page = renderWithProviders(<MuseumInBriefView />);
    expect(screen.getByText(/La liste des conservateurs .* est en cours de préparation/)).toBeInTheDocument();
    page.unmount();
    renderWithProviders(
      <CuratorsList
        pending=""
        curators={[{ name: 'Jeanne Exemple', title: 'Colonel', period: '1981 – 1990' }]}
      />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Colonel Jeanne Exemple1981 – 1990');
  });
});
