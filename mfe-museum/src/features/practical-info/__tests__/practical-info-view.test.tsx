import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@mtdm/shared/testing';
import { PracticalInfoView } from '../practical-info-view';

describe('practical information page', () => {
  it('gives the reception phone, the hours, the free entry and the guided-visit booking link', () => {
    renderWithProviders(<PracticalInfoView />);
    expect(screen.getByRole('link', { name: /Appeler\sl’accueil/ })).toHaveAttribute(
      'href',
      'tel:+33494178622',
    );
    expect(screen.getByText('Du mardi au dimanche').nextSibling).toHaveTextContent('10 h – 18 h');
    expect(screen.getByText('Le lundi').nextSibling).toHaveTextContent('Fermé');
    expect(screen.getByText('De Noël au jour de l’An').nextSibling).toHaveTextContent('Fermé');
    expect(screen.getByText(/entrée du musée est libre et gratuite/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Réserver une visite guidée' })).toHaveAttribute(
      'href',
      '/visiteguidee.html',
    );
  });

  it('writes the address and loads the OpenStreetMap map only on demand', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PracticalInfoView />);
    expect(screen.getByText('Route de Bagnols-en-Forêt')).toBeInTheDocument();
    expect(screen.queryByTitle(/Carte OpenStreetMap/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Afficher la carte interactive' }));
    expect(screen.getByTitle(/Carte OpenStreetMap/)).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/),
    );
  });

  it('has the access picture, three collapsible itineraries, services and rules', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PracticalInfoView />);
    expect(screen.getByRole('img', { name: /Plan d’accès/ })).toBeInTheDocument();
    const itineraries = [
      'Depuis Aix-en-Provence par l’autoroute',
      'Depuis Nice par l’autoroute',
      'Depuis Le Puget-sur-Argens ou Fréjus par la RN7',
    ];
    for (const title of itineraries)
      expect(screen.getByText(title).closest('details')).not.toHaveAttribute('open');
    await user.click(screen.getByText(itineraries[1] as string));
    expect(screen.getByText(itineraries[1] as string).closest('details')).toHaveAttribute('open');
    expect(screen.getByRole('heading', { level: 2, name: 'Services' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Règles de visite' })).toBeInTheDocument();
  });
});

it('carries schema.org Museum data with the opening hours and the address', () => {
  const { container } = renderWithProviders(<PracticalInfoView />);
  const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
  expect(data).toMatchObject({
    '@type': 'Museum',
    isAccessibleForFree: true,
    address: { addressLocality: 'Fréjus', postalCode: '83600' },
    openingHoursSpecification: [{ opens: '10:00', closes: '18:00' }],
  });
  expect(data.openingHoursSpecification[0].dayOfWeek).not.toContain('https://schema.org/Monday');
});

describe('preparing the visit', () => {
  afterEach(() => jest.useRealTimers());

  it('says whether the museum is open now, from the published calendar, once the page runs', () => {
    // A Monday, the weekly closed day, in Paris.
    jest.useFakeTimers({ now: new Date('2026-12-07T11:00:00+01:00') });
    renderWithProviders(<PracticalInfoView />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Fermé aujourd’hui, jour de fermeture hebdomadaire. Réouverture demain à 10 h.',
    );
  });

  it('open on a Tuesday afternoon', () => {
    jest.useFakeTimers({ now: new Date('2026-12-08T15:00:00+01:00') });
    renderWithProviders(<PracticalInfoView />);
    expect(screen.getByRole('status')).toHaveTextContent('Ouvert en ce moment, jusqu’à 18 h.');
  });

  it('gives each visit fact the association published, and for a missing one the reception’s number', () => {
    renderWithProviders(<PracticalInfoView />);
    const facts = screen.getByRole('region', { name: 'Préparer votre visite' });
    for (const title of [
      'Venir en train',
      'Venir en bus',
      'Stationnement',
      'Accès sans marche',
      'Durée de la visite',
    ])
      expect(facts).toHaveTextContent(title);
    // The repository's content leaves them to the association: nothing is guessed.
    expect(facts).toHaveTextContent(
      /Information en cours de préparation : l’accueil vous renseigne au 04 94 17 86 22\./,
    );
  });
});
