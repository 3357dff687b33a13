import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@mtdm/shared/testing';
import { ArchiveCentreView } from '../archive-centre-view';

describe('archive centre page', () => {
  it('gives the archive centre’s figures', () => {
    renderWithProviders(<ArchiveCentreView />);
    const stats = screen.getByRole('region', { name: 'Le CHETOM en chiffres' });
    for (const text of [
      /^1996 année de création$/,
      /^13\s680 documents$/,
      /^850 boîtes d’archives$/,
      /^plus de 500 fonds privés$/,
      /^200 places dans l’auditorium$/,
      /^9 conférences du CHETOM par an$/,
    ])
      expect(within(stats).getByText(text)).toBeInTheDocument();
  });

  it('has its video with French captions, its gallery, five info blocks, ten archives and two team members', async () => {
    const { container } = renderWithProviders(<ArchiveCentreView />);
    await userEvent.click(screen.getByRole('link', { name: /^Lire la vidéo : / }));
    const track = container.querySelector('video track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('srclang', 'fr');
    expect(container.querySelector('video')).toHaveAttribute('poster');
    expect(within(screen.getByRole('list', { name: 'Les lieux' })).getAllByRole('img')).toHaveLength(4);
    const blocks = screen.getByRole('region', { name: 'Le centre d’archives au service de tous' });
    expect(within(blocks).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(
      within(screen.getByRole('region', { name: 'Entrées récentes dans les archives' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(10);
    // One wording agrees with every item, feminine or plural ones included.
    expect(screen.getAllByText(/^Entrée aux archives le/)).toHaveLength(10);
    expect(
      within(screen.getByRole('region', { name: 'L’équipe' })).getAllByRole('heading', { level: 3 }),
    ).toHaveLength(2);
  });

  it('leads to the research-centre contact form', () => {
    renderWithProviders(<ArchiveCentreView />);
    expect(screen.getByRole('link', { name: 'Écrire au CHETOM' })).toHaveAttribute(
      'href',
      '/pages/FormulaireChetom',
    );
  });
});
