import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useNavigate } from '@mtdm/shared/router';
import { renderWithProviders } from '@mtdm/shared/testing';
import type { AnalyticsProvider } from '../analytics-provider';
import { Analytics, useConsent } from '../analytics';
import { CONSENT_STORAGE_KEY } from '../consent-store';

function fakeProvider() {
  return { name: 'fake', load: jest.fn(), pageView: jest.fn() } satisfies AnalyticsProvider;
}

const titles: Record<string, string> = { '/': 'Accueil', '/pages/laboutique': 'La boutique' };
const titleFor = (pathname: string) => titles[pathname] ?? 'Page introuvable';

function Navigation() {
  const navigate = useNavigate();
  return (
    <nav aria-label="Test">
      <Link to="/pages/laboutique">Boutique</Link>
      <Link to="/pages/laboutique?tri=asc">Boutique triée</Link>
      <Link to="/pages/PaymentSuccess?id=customer_1700000000000_42&payment=pay_7">Paiement confirmé</Link>
      <button type="button" onClick={() => navigate('/')}>
        Accueil
      </button>
    </nav>
  );
}

function renderAnalytics(provider: AnalyticsProvider | undefined, { strict = false, route = '/' } = {}) {
  const ui = (
    <>
      <Navigation />
      <Analytics provider={provider} titleFor={titleFor} />
    </>
  );
  const user = userEvent.setup();
  // reactStrictMode wraps the whole tree, so effects really run twice on mount as in development.
  return { user, ...renderWithProviders(ui, { route, reactStrictMode: strict }) };
}

const banner = () => screen.queryByRole('region', { name: 'Mesure d’audience' });

beforeEach(() => {
  localStorage.clear();
  useConsent.setState({ choice: undefined, reopened: false });
});

describe('Analytics', () => {
  it('shows nothing and tracks nothing without a provider', async () => {
    const { user } = renderAnalytics(undefined);
    expect(banner()).not.toBeInTheDocument();
    act(() => useConsent.getState().accept());
    await user.click(screen.getByRole('link', { name: 'Boutique' }));
    expect(banner()).not.toBeInTheDocument();
  });

  it('loads nothing and reports nothing before consent, even across navigations', async () => {
    const provider = fakeProvider();
    const { user } = renderAnalytics(provider);
    expect(banner()).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Boutique' }));
    await user.click(screen.getByRole('button', { name: 'Accueil' }));
    expect(provider.load).not.toHaveBeenCalled();
    expect(provider.pageView).not.toHaveBeenCalled();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('after acceptance loads once and reports exactly one page view per navigation', async () => {
    const provider = fakeProvider();
    const { user } = renderAnalytics(provider, { route: '/pages/laboutique' });
    await user.click(screen.getByRole('button', { name: 'Accepter' }));

    expect(banner()).not.toBeInTheDocument();
    expect(provider.load).toHaveBeenCalledTimes(1);
    expect(provider.pageView).toHaveBeenCalledTimes(1);
    expect(provider.pageView).toHaveBeenLastCalledWith({
      path: '/pages/laboutique',
      title: 'La boutique',
      location: 'http://localhost/pages/laboutique',
    });
    expect(provider.load.mock.invocationCallOrder[0]).toBeLessThan(
      provider.pageView.mock.invocationCallOrder[0] ?? 0,
    );

    // Another order of the same page is no new page: the query string is never measured.
    await user.click(screen.getByRole('link', { name: 'Boutique triée' }));
    expect(provider.pageView).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Accueil' }));
    expect(provider.pageView).toHaveBeenCalledTimes(2);
    expect(provider.pageView).toHaveBeenLastCalledWith(
      expect.objectContaining({ path: '/', title: 'Accueil' }),
    );
    expect(provider.load).toHaveBeenCalledTimes(1);
  });

  it('reports a page by its path alone: a confirmation’s payment ids never leave the browser', async () => {
    const provider = fakeProvider();
    const { user } = renderAnalytics(provider);
    await user.click(screen.getByRole('button', { name: 'Accepter' }));
    await user.click(screen.getByRole('link', { name: 'Paiement confirmé' }));
    expect(provider.pageView).toHaveBeenLastCalledWith({
      path: '/pages/PaymentSuccess',
      title: 'Page introuvable',
      location: 'http://localhost/pages/PaymentSuccess',
    });
    expect(JSON.stringify(provider.pageView.mock.calls)).not.toMatch(/customer_|pay_7/);
  });

  it('reports one page view, not two, under StrictMode', async () => {
    const provider = fakeProvider();
    const { user } = renderAnalytics(provider, { strict: true });
    await user.click(screen.getByRole('button', { name: 'Accepter' }));
    expect(provider.load).toHaveBeenCalledTimes(1);
    expect(provider.pageView).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Boutique' }));
    expect(provider.pageView).toHaveBeenCalledTimes(2);
  });

  it('reports the first page at once for a visitor who accepted on an earlier visit', () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ choice: 'accepted', decidedAt: new Date().toISOString() }),
    );
    act(() => useConsent.getState().hydrate());
    const provider = fakeProvider();
    renderAnalytics(provider, { strict: true });
    expect(banner()).not.toBeInTheDocument();
    expect(provider.load).toHaveBeenCalledTimes(1);
    expect(provider.pageView).toHaveBeenCalledTimes(1);
    expect(provider.pageView).toHaveBeenCalledWith(expect.objectContaining({ path: '/', title: 'Accueil' }));
  });

  it('loads nothing after a refusal and hides the banner', async () => {
    const provider = fakeProvider();
    const { user } = renderAnalytics(provider);
    await user.click(screen.getByRole('button', { name: 'Refuser' }));
    expect(banner()).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Boutique' }));
    expect(provider.load).not.toHaveBeenCalled();
    expect(provider.pageView).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null')).toMatchObject({
      choice: 'refused',
    });
  });

  it('stops reporting when the visitor refuses after accepting ("Gérer les cookies")', async () => {
    const provider = fakeProvider();
    const { user } = renderAnalytics(provider);
    await user.click(screen.getByRole('button', { name: 'Accepter' }));
    expect(provider.pageView).toHaveBeenCalledTimes(1);

    act(() => useConsent.getState().reopen());
    expect(banner()).toHaveFocus();
    // The earlier choice holds while the banner is open again.
    await user.click(screen.getByRole('link', { name: 'Boutique' }));
    expect(provider.pageView).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Refuser' }));
    expect(banner()).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Boutique triée' }));
    await user.click(screen.getByRole('button', { name: 'Accueil' }));
    expect(provider.pageView).toHaveBeenCalledTimes(2);
    expect(provider.load).toHaveBeenCalledTimes(1);
  });
});
