import { screen, within } from '@testing-library/react';
import { paths } from '@mtdm/shared/routing';
import { renderWithProviders } from '@mtdm/shared/testing';
import { TermsOfSaleView } from '../terms-of-sale-view';
import { plainSpaces } from '@mtdm/shared/testing/text';

const TITLES = [
  'Objet',
  'Produits',
  'Prix',
  'Commande et paiement',
  'Réserve de propriété',
  'Droit de rétractation',
  'Livraison',
  'Garanties et service après-vente',
  'Responsabilité',
  'Propriété intellectuelle',
  'Données personnelles',
  'Litiges et médiation',
];

describe('terms of sale', () => {
  it('has 12 numbered articles with anchors, listed in a table of contents', () => {
    renderWithProviders(<TermsOfSaleView />, { route: paths.termsOfSale });
    const toc = screen.getByRole('navigation', { name: /Sommaire/ });
    TITLES.forEach((title, index) => {
      const name = `Article ${index + 1} – ${title}`;
      const heading = screen.getByRole('heading', { level: 2, name });
      expect(heading).toHaveAttribute('id', `article-${index + 1}`);
      expect(within(toc).getByRole('link', { name })).toHaveAttribute('href', `#article-${index + 1}`);
    });
  });

  it('states the facts of the terms of sale', () => {
    const { container } = renderWithProviders(<TermsOfSaleView />, { route: paths.termsOfSale });
    const text = container.textContent ?? '';
    for (const fact of [
      'quatorze (14) jours ouvrés',
      'délai de 30 jours, l’acheteur peut',
      'dans les 3 jours suivant la livraison',
      'par voie postale dans un délai de 30 jours',
      'délai de 70 jours',
      'porté à 120 jours',
      'délai d’un mois',
      'France métropolitaine, à Monaco et en Andorre',
      'en euros, toutes taxes comprises',
      'poids total de la commande',
      'forfait d’emballage',
      'exclusivement par carte',
      // The reception's line, open when the museum is (never on its closed Monday).
      'ligne ouverte du mardi au dimanche, de 10 h à 18 h',
      'Draguignan',
    ]) {
      expect(plainSpaces(text)).toContain(fact);
    }
  });

  it('names the mediator in neutral words until it is given, offers the model form and the online withdrawal entry', () => {
    renderWithProviders(
      <TermsOfSaleView withdrawalFunction={<button type="button">Se rétracter</button>} />,
      {
        route: paths.termsOfSale,
      },
    );
    expect(screen.getByText(/Ses coordonnées sont communiquées sur simple demande/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/à compléter|\.example|\[/);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Annexe : formulaire type de rétractation' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Je vous notifie par la présente ma rétractation/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Fonction de rétractation en ligne' })).getByRole('button', {
        name: 'Se rétracter',
      }),
    ).toBeInTheDocument();
  });
});
