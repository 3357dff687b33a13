import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@mtdm/shared/testing';
import NotFoundPage from '../not-found-page';
import SearchPage from '../search-page';
import { serveSearchIndex } from './search-fixture';

describe('the search page reached in the browser', () => {
  it('answers the address’s words with the results grouped by kind', async () => {
    serveSearchIndex();
    renderWithProviders(<SearchPage />, { route: '/pages/Recherche?q=bazeilles' });
    const conferences = await screen.findByRole('region', { name: 'Conférences' });
    expect(
      within(conferences).getByRole('link', { name: /Bazeilles, la dernière cartouche/ }),
    ).toHaveAttribute('href', '/pages/sesconferences');
    expect(screen.getByRole('region', { name: 'Boutique' })).toHaveTextContent('16,00 €');
    expect(screen.getByRole('status')).toHaveTextContent('2 résultats pour « bazeilles »');
  });

  it('searches again in place when the form is sent', async () => {
    serveSearchIndex();
    renderWithProviders(<SearchPage />, { route: '/pages/Recherche?q=bazeilles' });
    await screen.findByRole('region', { name: 'Conférences' });
    const field = screen.getByRole('searchbox', { name: 'Mots à chercher' });
    await userEvent.clear(field);
    await userEvent.type(field, 'colections{Enter}');
    expect(await screen.findByRole('region', { name: 'Pages du site' })).toHaveTextContent('Ses collections');
    expect(screen.queryByRole('region', { name: 'Conférences' })).not.toBeInTheDocument();
  });

  it('says when nothing matches, and when the index cannot be read', async () => {
    serveSearchIndex();
    const { unmount } = renderWithProviders(<SearchPage />, { route: '/pages/Recherche?q=zzzzzz' });
    expect(await screen.findByText(/^Aucun résultat pour.*\.$/)).toBeInTheDocument();
    unmount();
    serveSearchIndex(500);
    renderWithProviders(<SearchPage />, { route: '/pages/Recherche?q=bazeilles' });
    expect(await screen.findByText(/La recherche est indisponible/)).toBeInTheDocument();
  });
});

describe('the not-found page reached in the browser', () => {
  it('offers the closest pages of the mistyped address', async () => {
    serveSearchIndex();
    renderWithProviders(<NotFoundPage />, { route: '/pages/colections' });
    expect(screen.getByRole('searchbox', { name: 'Chercher la page sur le site' })).toHaveValue('colections');
    expect(await screen.findByRole('heading', { name: 'Les pages les plus proches' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ses collections' })).toHaveAttribute(
      'href',
      '/pages/sescollections',
    );
  });
});
