import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation } from '@mtdm/shared/router';
import { renderWithProviders } from '@mtdm/shared/testing';
import { SearchToggle } from '../search-toggle';
import { serveSearchIndex } from './search-fixture';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const renderHeader = () =>
  renderWithProviders(
    <>
      <SearchToggle />
      <Link to="/pages/sesmissions">Ses missions</Link>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
  );

/** Opens the header's search and types `words` into its field; the field is returned. */
async function openAndType(words: string) {
  serveSearchIndex();
  renderHeader();
  await userEvent.click(screen.getByRole('link', { name: 'Rechercher' }));
  const field = await screen.findByRole('combobox');
  await userEvent.type(field, words);
  return field;
}

it('is a link to the search page that opens the field, without fetching the index before', async () => {
  const fetchMock = serveSearchIndex();
  renderHeader();
  const toggle = screen.getByRole('link', { name: 'Rechercher' });
  expect(toggle).toHaveAttribute('href', '/pages/Recherche');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(fetchMock).not.toHaveBeenCalled();

  await userEvent.click(toggle);
  const field = await screen.findByRole('combobox', { name: 'Rechercher sur le site' });
  expect(field).toHaveFocus();
  expect(screen.getByRole('link', { name: 'Fermer la recherche' })).toHaveAttribute('aria-expanded', 'true');
  expect(fetchMock).toHaveBeenCalledWith('/search-index.json');
});

it('suggests results grouped by kind as the visitor types, and announces how many', async () => {
  const field = await openAndType('bazeilles');

  const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
  expect(field).toHaveAttribute('aria-expanded', 'true');
  expect(within(listbox).getByRole('group', { name: 'Conférences' })).toBeInTheDocument();
  expect(within(listbox).getByRole('group', { name: 'Boutique' })).toBeInTheDocument();
  expect(
    within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([
    'Conférence : Bazeilles, la dernière cartouche14 mars 2019 à 18 h',
    'Bande dessinée « Les Marsouins de Bazeilles »16,00 €',
    'Voir tous les résultats pour «\u00a0bazeilles\u00a0»',
  ]);
  expect(screen.getByRole('status')).toHaveTextContent('2 résultats');
});

it('moves through the suggestions with the arrows and goes to the one chosen with Enter', async () => {
  const field = await openAndType('bazeilles');
  await screen.findByRole('listbox');

  await userEvent.keyboard('{ArrowDown}');
  const first = screen.getAllByRole('option')[0]!;
  expect(first).toHaveAttribute('aria-selected', 'true');
  expect(field).toHaveAttribute('aria-activedescendant', first.id);
  await userEvent.keyboard('{ArrowUp}{ArrowUp}');
  expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{ArrowUp}{Enter}');

  expect(screen.getByTestId('where')).toHaveTextContent('/pages/sesconferences');
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
});

it('opens the search page with every result when Enter is pressed on the field', async () => {
  await openAndType('marsouins{Enter}');
  expect(screen.getByTestId('where')).toHaveTextContent('/pages/Recherche?q=marsouins');
});

it('closes the suggestions with Escape, then the field, the focus back on the toggle', async () => {
  const field = await openAndType('bazeilles');
  await screen.findByRole('listbox');

  await userEvent.keyboard('{Escape}');
  expect(field).toHaveAttribute('aria-expanded', 'false');
  expect(field).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
  expect(screen.getByRole('link', { name: 'Rechercher' })).toHaveFocus();
});

it('says so when the index cannot be loaded', async () => {
  serveSearchIndex(503);
  renderHeader();
  await userEvent.click(screen.getByRole('link', { name: 'Rechercher' }));
  expect(await screen.findByText('La recherche est indisponible pour le moment.')).toBeInTheDocument();
});

it('closes when the visitor goes to another page by another link', async () => {
  serveSearchIndex();
  renderHeader();
  await userEvent.click(screen.getByRole('link', { name: 'Rechercher' }));
  expect(await screen.findByRole('combobox')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Ses missions' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/pages/sesmissions');
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Rechercher' })).toHaveAttribute('aria-expanded', 'false');
});
