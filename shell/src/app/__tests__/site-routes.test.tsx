import { screen, waitFor } from '@testing-library/react';
import { remoteModules, servedManifestPath } from '@mtdm/shared/federation';
import { pages, paths } from '@mtdm/shared/routing';
import { renderWithProviders } from '@mtdm/shared/testing';
import { SiteRoutes } from '../site-routes';
import { clearPageCacheForTests } from '../../features/remote-loading/remote-page';
import { routeTable } from '../route-table';
import { resetRegistrationForTests } from '../../features/remote-loading/remote-registry';
import {
  provideRemotePage,
  registeredRemotes,
  resetRemoteModules,
} from '../../testing/federation-runtime-stub';
import { fetchAnswering } from '../../testing/fake-fetch';
import { loadAnew } from '../load-anew';

jest.mock('../load-anew', () => ({ loadAnew: jest.fn() }));

beforeEach(() => {
  resetRemoteModules();
  clearPageCacheForTests();
  resetRegistrationForTests();
  global.fetch = fetchAnswering(
    Object.fromEntries(remoteModules.map((module) => [module.federationName, servedManifestPath(module)])),
  );
  // Every exposed module renders a heading naming its remote and module.
  for (const ref of Object.values(routeTable)) {
    const id = `${ref.remote}/${ref.module.slice(2)}`;
    provideRemotePage(id, () => <h1>{id}</h1>);
  }
});

it('routes each page of the registry to the module that owns it', async () => {
  renderWithProviders(<SiteRoutes />, { route: paths.shop });
  expect(await screen.findByRole('heading', { name: 'mfe_shop/ShopPage' })).toBeInTheDocument();
});

it.each([
  ['/pages/lemuseeenbref', 'mfe_museum/MuseumInBriefPage'],
  ['/pages/cgv', 'mfe_shop/TermsOfSalePage'],
  ['/pages/Informationslegales', 'mfe_association/LegalInformationPage'],
  ['/pages/formulairechetom', 'mfe_forms/ContactChetomPage'],
  ['/pages/Accueil', 'mfe_museum/HomePage'],
  ['/visiteguidee.html', 'mfe_forms/GuidedTourPage'],
  ['/pages/visiteguidee.html', 'mfe_forms/GuidedTourPage'],
])('%s is matched case-insensitively or as an alias', async (path, module) => {
  renderWithProviders(<SiteRoutes />, { route: path });
  expect(await screen.findByRole('heading', { name: module })).toBeInTheDocument();
});

it('sets the French document title of the page', async () => {
  renderWithProviders(<SiteRoutes />, { route: paths.conferences });
  await waitFor(() =>
    expect(document.title).toBe(`${pages.conferences.title} | Musée des Troupes de Marine`),
  );
});

it('shows the French not-found page for an unknown address, its search filled with the address’s words', async () => {
  renderWithProviders(<SiteRoutes />, { route: '/pages/colections' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Chercher la page sur le site' })).toHaveValue('colections');
  expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
});

it('shows an English page of the visit in English, its document in English', async () => {
  renderWithProviders(<SiteRoutes />, { route: '/en/visit' });
  expect(await screen.findByRole('heading', { name: 'mfe_museum/PracticalInfoEnPage' })).toBeInTheDocument();
  await waitFor(() => expect(document.documentElement.lang).toBe('en'));
});

it('answers a mistyped address under /en/ in English, with the pages of the visit in English', async () => {
  renderWithProviders(<SiteRoutes />, { route: '/en/musem' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'The museum' })).toHaveAttribute('href', paths.museumInBriefEn);
  expect(screen.getByRole('link', { name: 'the French home page (in French)' })).toHaveAttribute(
    'hreflang',
    'fr',
  );
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Page not found | Musée des Troupes de Marine'));
  expect(document.documentElement.lang).toBe('en');
  expect(document.querySelector('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB');
});

it('shows the search page at its own address', async () => {
  renderWithProviders(<SiteRoutes />, { route: '/pages/Recherche?q=bazeilles' });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Rechercher sur le site' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Mots à chercher' })).toHaveValue('bazeilles');
  await waitFor(() => expect(document.title).toBe('Rechercher sur le site | Musée des Troupes de Marine'));
});

describe('a signed-in space’s page', () => {
  beforeEach(() => jest.mocked(loadAnew).mockClear());
  const bootData = (data: object) => {
    document.head.innerHTML = `<script type="application/json" id="mtdm-boot-data">${JSON.stringify(data)}</script>`;
  };
  afterEach(() => {
    document.head.innerHTML = '';
  });
  /** What the server writes into the volunteers' space's document: its module alone. */
  const VOLUNTEERS_SPACE = {
    remotes: { mfe_volunteers: '/mfe/volunteers/mf-manifest.json' },
    signedInSpace: {
      remote: 'mfe_volunteers',
      module: './VolunteersSpacePage',
      title: 'Espace des bénévoles',
    },
  };

  it('shows the module the server named, registering its remote, without canonical address', async () => {
    bootData(VOLUNTEERS_SPACE);
    provideRemotePage('mfe_volunteers/VolunteersSpacePage', () => <h1>Les commandes</h1>);
    renderWithProviders(<SiteRoutes />, { route: '/benevoles/commandes' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Les commandes' })).toBeInTheDocument();
    expect(registeredRemotes).toContainEqual({
      name: 'mfe_volunteers',
      entry: '/mfe/volunteers/remoteEntry.js',
    });
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('loads any other address as a new document, never a public module beside the session', async () => {
    bootData(VOLUNTEERS_SPACE);
    renderWithProviders(<SiteRoutes />, { route: `${paths.shop}?categorie=livres#liste` });
    await waitFor(() => expect(loadAnew).toHaveBeenCalledWith(`${paths.shop}?categorie=livres#liste`));
    expect(screen.queryByRole('heading', { name: 'mfe_shop/ShopPage' })).toBeNull();
    expect(registeredRemotes.map((remote) => remote.name)).not.toContain('mfe_shop');
  });

  it('is the not-found page when the document names no space (a public page never does)', async () => {
    bootData({ remotes: { mfe_shop: '/mfe/shop/mf-manifest.json' } });
    provideRemotePage('mfe_volunteers/VolunteersSpacePage', () => <h1>Les commandes</h1>);
    renderWithProviders(<SiteRoutes />, { route: '/benevoles/commandes' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Les commandes' })).toBeNull();
  });
});

describe('a module registered while the server runs', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('shows its own page where the server names it, with its title and no canonical address', async () => {
    document.head.innerHTML = `<script type="application/json" id="mtdm-boot-data">${JSON.stringify({
      remotes: { mfe_expositions: '/mfe/expositions/releases/0123456789ab/mf-manifest.json' },
      modulePage: { remote: 'mfe_expositions', module: './ExpositionsModulePage', title: 'Expositions' },
    })}</script>`;
    provideRemotePage('mfe_expositions/ExpositionsModulePage', () => <h1>Expositions</h1>);
    renderWithProviders(<SiteRoutes />, { route: '/expositions/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Expositions' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Expositions | Musée des Troupes de Marine'));
    expect(registeredRemotes).toContainEqual({
      name: 'mfe_expositions',
      entry: '/mfe/expositions/releases/0123456789ab/remoteEntry.js',
    });
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
