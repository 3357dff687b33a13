import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@mtdm/shared/testing';
import { PAGE_HYDRATED_ATTRIBUTE } from '../page-hydrated-mark';
import { clearPageCacheForTests, preloadPage, RemotePage } from '../remote-page';
import { resetRegistrationForTests } from '../remote-registry';
import { UNAVAILABLE_TITLE } from '../remote-unavailable';
import {
  provideRemoteLoader,
  provideRemotePage,
  resetRemoteModules,
} from '../../../testing/federation-runtime-stub';
import { fetchAnswering } from '../../../testing/fake-fetch';

beforeEach(() => {
  resetRemoteModules();
  clearPageCacheForTests();
  resetRegistrationForTests();
  global.fetch = fetchAnswering({ mfe_shop: '/mfe/shop/mf-manifest.json', mfe_museum: '/m.json' });
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
  document.documentElement.removeAttribute(PAGE_HYDRATED_ATTRIBUTE);
});

it('renders the page a remote exposes', async () => {
  provideRemotePage('mfe_museum/HomePage', () => <h1>Accueil</h1>);
  renderWithProviders(<RemotePage page={{ remote: 'mfe_museum', module: './HomePage' }} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Accueil' })).toBeInTheDocument();
});

it('renders a page loaded beforehand in the first render, without suspending', async () => {
  provideRemotePage('mfe_museum/HomePage', () => <h1>Accueil</h1>);
  await preloadPage({ remote: 'mfe_museum', module: './HomePage' });
  renderWithProviders(<RemotePage page={{ remote: 'mfe_museum', module: './HomePage' }} />);
  // No await: a page still loading would show its loading state here.
  expect(screen.getByRole('heading', { level: 1, name: 'Accueil' })).toBeInTheDocument();
});

it('goes on with the same loading when the page could not be loaded beforehand: three attempts in all', async () => {
  let attempts = 0;
  provideRemoteLoader('mfe_shop/ShopPage', async () => {
    attempts += 1;
    if (attempts < 3) throw new Error('ERR_CONNECTION_REFUSED');
    return { default: () => <h1>La boutique</h1> };
  });
  // Settles once the first attempt has failed: the page is hydrated without waiting for the retries.
  await preloadPage({ remote: 'mfe_shop', module: './ShopPage' });
  expect(attempts).toBe(1);
  renderWithProviders(<RemotePage page={{ remote: 'mfe_shop', module: './ShopPage' }} />);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'La boutique' }, { timeout: 4000 }),
  ).toBeInTheDocument();
  expect(attempts).toBe(3);
});

it('marks the document once the page itself is rendered, not while it is still loading', async () => {
  let arrive: (page: unknown) => void = () => undefined;
  const requested = new Promise<void>((called) =>
    provideRemoteLoader('mfe_museum/HomePage', () => {
      called();
      return new Promise((resolve) => (arrive = resolve));
    }),
  );
  renderWithProviders(<RemotePage page={{ remote: 'mfe_museum', module: './HomePage' }} />);
  await requested;
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(document.documentElement.hasAttribute(PAGE_HYDRATED_ATTRIBUTE)).toBe(false);
  arrive({ default: () => <h1>Accueil</h1> });
  expect(await screen.findByRole('heading', { level: 1, name: 'Accueil' })).toBeInTheDocument();
  expect(document.documentElement.hasAttribute(PAGE_HYDRATED_ATTRIBUTE)).toBe(true);
});

it('shows the French fallback when the remote cannot be loaded, and Réessayer loads it once it is back', async () => {
  let online = false;
  provideRemoteLoader('mfe_shop/ShopPage', async () => {
    if (!online) throw new Error('ERR_CONNECTION_REFUSED');
    return { default: () => <h1>La boutique</h1> };
  });
  renderWithProviders(<RemotePage page={{ remote: 'mfe_shop', module: './ShopPage' }} />);
  // After the bounded retries (0.4 s, then 1.2 s: see load-remote-page.ts).
  expect(
    await screen.findByRole('heading', { level: 1, name: UNAVAILABLE_TITLE }, { timeout: 4000 }),
  ).toHaveFocus();

  online = true;
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'La boutique' })).toBeInTheDocument();
});

it('keeps a page that throws while rendering inside the page area', async () => {
  let broken = true;
  function FragilePage() {
    if (broken) throw new Error('panne de rendu');
    return <h1>Réparée</h1>;
  }
  provideRemotePage('mfe_shop/ShopPage', FragilePage);
  renderWithProviders(
    <>
      <header>En-tête</header>
      <RemotePage page={{ remote: 'mfe_shop', module: './ShopPage' }} />
    </>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: UNAVAILABLE_TITLE })).toBeInTheDocument();
  expect(screen.getByText('En-tête')).toBeInTheDocument();

  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Réparée' })).toBeInTheDocument();
});
