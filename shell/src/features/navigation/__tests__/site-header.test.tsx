import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@mtdm/shared/routing';
import { knownCollection, siteDetailsOf } from '@mtdm/shared/content';
import { nonBreaking } from '@mtdm/shared/site';

const contactDetails = siteDetailsOf(knownCollection('practical')!, knownCollection('association')!);
import { renderWithProviders } from '@mtdm/shared/testing';
import { SiteHeader } from '../site-header';

const originalWidth = window.innerWidth;

function renderAt(width: number) {
  window.innerWidth = width;
  const user = userEvent.setup();
  const view = renderWithProviders(
    <>
      <SiteHeader />
      <main>
        <p>Contenu de la page</p>
        <button type="button">Bouton de la page</button>
      </main>
    </>,
  );
  return { user, ...view };
}

afterEach(() => {
  window.innerWidth = originalWidth;
});

const menu = () => screen.getByRole('navigation', { name: 'Menu principal' });
const toggle = (name: string) => within(menu()).getByRole('button', { name });

describe('SiteHeader, every width', () => {
  it('links the site name home', () => {
    renderAt(1280);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Musée des Troupes de Marine' })).toHaveAttribute(
      'href',
      paths.home,
    );
  });

  it.each([
    ['Le musée', 'Le musée en bref', paths.museumInBrief],
    ['Le musée', 'Ses collections', paths.collections],
    ['Le musée', 'Le CHETOM', paths.archiveCentre],
    ['Le musée', 'Travailler au musée', paths.workAtMuseum],
    ['Le musée', 'La boutique', paths.shop],
    ['L’association', 'Ses missions', paths.missions],
    ['L’association', 'Ses conférences', paths.conferences],
    ['L’association', 'Devenir adhérent', paths.membership],
    ['L’association', 'Espace adhérent', '/pages/Login'],
    ['Actualités', 'Actualités du musée', paths.museumNews],
    ['Actualités', 'Actualités de l’AAMTDM', paths.associationNews],
    ['Contacts', 'Formulaires de contact', paths.contactChooser],
    [
      'Contacts',
      nonBreaking(`Appeler l’accueil : ${contactDetails.receptionPhone.display}`),
      'tel:+33494178622',
    ],
    ['Contacts', 'Informations pratiques', paths.practicalInfo],
    ['Contacts', 'Visite guidée', paths.guidedTour],
  ])('"%s" holds the link "%s" to %s', async (group, name, href) => {
    const { user } = renderAt(1280);
    await user.click(toggle(group));
    expect(within(menu()).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('keeps every submenu hidden at first', () => {
    renderAt(1280);
    expect(within(menu()).queryAllByRole('link')).toHaveLength(0);
    for (const button of within(menu()).getAllByRole('button')) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  });
});

describe('SiteHeader wider than 1024 px (1280 px)', () => {
  it('shows the menu without a hamburger button', () => {
    renderAt(1280);
    expect(screen.queryByRole('button', { name: 'Ouvrir le menu' })).not.toBeInTheDocument();
    expect(toggle('Le musée')).toBeVisible();
  });

  it('opens a submenu on hover and closes it when the pointer leaves', async () => {
    const { user } = renderAt(1280);
    await user.hover(toggle('Le musée'));
    expect(toggle('Le musée')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Ses collections' })).toBeVisible();
    await user.unhover(toggle('Le musée'));
    expect(toggle('Le musée')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Ses collections' })).not.toBeInTheDocument();
  });

  it('keeps a hovered submenu open when its button is clicked', async () => {
    const { user } = renderAt(1280);
    await user.click(toggle('Actualités'));
    expect(toggle('Actualités')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Actualités du musée' })).toBeVisible();
  });

  it('toggles submenus from the keyboard with Enter and Space, with aria-controls', async () => {
    const { user } = renderAt(1280);
    const button = toggle('L’association');
    act(() => button.focus());
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();
    expect(within(list as HTMLElement).getByRole('link', { name: 'Ses missions' })).toBeVisible();
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
  });

  it('closes the open submenu with Escape and returns focus to its button', async () => {
    const { user } = renderAt(1280);
    const button = toggle('Contacts');
    act(() => button.focus());
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Formulaires de contact' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the open submenu when keyboard focus leaves it', async () => {
    const { user } = renderAt(1280);
    act(() => toggle('Actualités').focus());
    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Actualités de l’AAMTDM' })).toHaveFocus();
    await user.tab();
    expect(toggle('Contacts')).toHaveFocus();
    expect(toggle('Actualités')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the open submenu on a click outside the header', async () => {
    const { user } = renderAt(1280);
    act(() => toggle('Le musée').focus());
    await user.keyboard('{Enter}');
    expect(toggle('Le musée')).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Contenu de la page'));
    expect(toggle('Le musée')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens only one submenu at a time', async () => {
    const { user } = renderAt(1280);
    act(() => toggle('Le musée').focus());
    await user.keyboard('{Enter}');
    act(() => toggle('Contacts').focus());
    await user.keyboard('{Enter}');
    expect(toggle('Le musée')).toHaveAttribute('aria-expanded', 'false');
    expect(toggle('Contacts')).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('SiteHeader at 1024 px or below (800 px)', () => {
  it('hides the menu behind a hamburger button that toggles it', async () => {
    const { user } = renderAt(800);
    const hamburger = screen.getByRole('button', { name: 'Ouvrir le menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(hamburger.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeVisible();
    expect(within(menu()).queryByRole('button', { name: 'Le musée' })).not.toBeInTheDocument();

    await user.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(hamburger).toHaveAccessibleName('Fermer le menu');
    expect(list).toBeVisible();
    expect(toggle('Le musée')).toBeVisible();

    await user.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger).toHaveAccessibleName('Ouvrir le menu');
    expect(list).not.toBeVisible();
  });

  it('opens submenus on click, not on hover', async () => {
    const { user } = renderAt(800);
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    await user.hover(toggle('Contacts'));
    expect(toggle('Contacts')).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle('Contacts'));
    expect(toggle('Contacts')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Appeler\sl’accueil/ })).toHaveAttribute(
      'href',
      'tel:+33494178622',
    );
    await user.unhover(toggle('Contacts'));
    expect(toggle('Contacts')).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle('Contacts'));
    expect(toggle('Contacts')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the submenu then the menu with Escape, returning focus each time', async () => {
    const { user } = renderAt(800);
    const hamburger = screen.getByRole('button', { name: 'Ouvrir le menu' });
    await user.click(hamburger);
    await user.click(toggle('Le musée'));
    await user.tab();
    expect(screen.getByRole('link', { name: 'Le musée en bref' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle('Le musée')).toHaveAttribute('aria-expanded', 'false');
    expect(toggle('Le musée')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger).toHaveFocus();
  });

  it('closes the menu on a click outside the header', async () => {
    const { user } = renderAt(800);
    const hamburger = screen.getByRole('button', { name: 'Ouvrir le menu' });
    await user.click(hamburger);
    await user.click(toggle('Actualités'));
    await user.click(screen.getByRole('button', { name: 'Bouton de la page' }));
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Actualités du musée' })).not.toBeInTheDocument();
  });

  it('keeps the menu open on a click inside the header', async () => {
    const { user } = renderAt(800);
    const hamburger = screen.getByRole('button', { name: 'Ouvrir le menu' });
    await user.click(hamburger);
    await user.click(toggle('Actualités'));
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Actualités du musée' })).toBeVisible();
  });

  it('closes the menu when a link is followed', async () => {
    const { user } = renderAt(800);
    const hamburger = screen.getByRole('button', { name: 'Ouvrir le menu' });
    await user.click(hamburger);
    await user.click(toggle('L’association'));
    await user.click(screen.getByRole('link', { name: 'Devenir adhérent' }));
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Devenir adhérent' })).not.toBeInTheDocument();
  });
});
