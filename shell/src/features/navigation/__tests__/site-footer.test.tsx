import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@mtdm/shared/testing';
import { SiteFooter } from '../site-footer';

const siteMap = () => screen.getByRole('navigation', { name: 'Plan du site' });

describe('SiteFooter', () => {
  it.each([
    ['Le musée en bref', '/pages/lemuseeenbref'],
    ['Ses collections', '/pages/sescollections'],
    ['Le CHETOM', '/pages/lechetom'],
    ['Travailler au musée', '/pages/travailleraumusee'],
    ['La boutique', '/pages/laboutique'],
    ['Ses missions', '/pages/sesmissions'],
    ['Ses conférences', '/pages/sesconferences'],
    ['Devenir adhérent', '/pages/deveniradherent'],
    ['Espace adhérent', '/pages/login'],
    ['Actualités du musée', '/pages/actualitesmusee'],
    ['Actualités de l’AAMTDM', '/pages/actualitesaamtdm'],
    ['Formulaires de contact', '/pages/formulairescontact'],
    ['Informations pratiques', '/pages/informationspratiques'],
    ['Visite guidée', '/pages/visiteguidee'],
  ])('links "%s" to its lower-case path %s', (name, href) => {
    renderWithProviders(<SiteFooter />);
    expect(within(siteMap()).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('links every page of the menu in lower case, plus the telephone', () => {
    renderWithProviders(<SiteFooter />);
    const links = within(siteMap()).getAllByRole('link');
    expect(links).toHaveLength(16);
    for (const link of links) {
      const href = link.getAttribute('href') ?? '';
      expect(href).toBe(href.toLowerCase());
    }
    expect(within(siteMap()).getByRole('link', { name: /Appeler\sl’accueil/ })).toHaveAttribute(
      'href',
      'tel:+33494178622',
    );
  });

  it('links the legal information and the terms of sale at their footer addresses', () => {
    renderWithProviders(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Informations légales' })).toHaveAttribute(
      'href',
      '/pages/Informationslegales',
    );
    expect(within(footer).getByRole('link', { name: 'Conditions générales de vente' })).toHaveAttribute(
      'href',
      '/pages/cgv',
    );
  });

  it('states the accessibility status and links to the accessibility statement (RGAA)', () => {
    renderWithProviders(<SiteFooter />);
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Accessibilité : non conforme' }),
    ).toHaveAttribute('href', '/pages/InformationsLegales#accessibilite');
  });

  it('names the museum, its city and the current year', () => {
    renderWithProviders(<SiteFooter />);
    expect(
      screen.getByText(new RegExp(`© ${new Date().getFullYear()} Musée des Troupes de Marine, Fréjus`)),
    ).toBeInTheDocument();
  });

  it('offers no cookie button when analytics is not configured', () => {
    renderWithProviders(<SiteFooter />);
    expect(screen.queryByRole('button', { name: 'Gérer les cookies' })).not.toBeInTheDocument();
  });

  it('reopens the consent choice from the "Gérer les cookies" button', async () => {
    const onManageCookies = jest.fn();
    renderWithProviders(<SiteFooter onManageCookies={onManageCookies} />);
    await userEvent.click(screen.getByRole('button', { name: 'Gérer les cookies' }));
    expect(onManageCookies).toHaveBeenCalledTimes(1);
  });
});
