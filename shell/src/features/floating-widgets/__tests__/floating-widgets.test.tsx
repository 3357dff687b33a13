import { screen, within } from '@testing-library/react';
import { paths } from '@mtdm/shared/routing';
import { renderWithProviders } from '@mtdm/shared/testing';
import { theme } from '@mtdm/shared/theme';
import { FloatingWidgets } from '../floating-widgets';

describe('FloatingWidgets', () => {
  it.each([
    ['Informations pratiques (nouvel onglet)', paths.practicalInfo],
    ['Faire un don (nouvel onglet)', paths.donation],
  ])('"%s" links to %s in a new tab', (name, href) => {
    renderWithProviders(<FloatingWidgets />);
    const link = within(screen.getByRole('navigation', { name: 'Accès rapides' })).getByRole('link', {
      name,
    });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('shows an aria-hidden icon and a text label in each widget', () => {
    renderWithProviders(<FloatingWidgets />);
    for (const link of screen.getAllByRole('link')) {
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    expect(screen.getByText('Informations pratiques')).toBeInTheDocument();
    expect(screen.getByText('Faire un don')).toBeInTheDocument();
  });

  it('reveals the text on hover or focus only above 768 px and hides it at 768 px or below', () => {
    renderWithProviders(<FloatingWidgets />);
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent ?? '')
      .join('\n');
    const label = screen.getByText('Faire un don');
    const link = screen.getByRole('link', { name: 'Faire un don (nouvel onglet)' });
    const labelClasses = Array.from(label.classList);
    const linkClasses = Array.from(link.classList);
    const ruleFor = (classes: string[], selector: (c: string) => string) =>
      classes.some((c) => css.includes(selector(c)));

    // Hidden by default, at every width.
    expect(ruleFor(labelClasses, (c) => `.${c}{max-width:0;overflow:hidden;opacity:0;`)).toBe(true);
    // At 768 px or below: icon only.
    expect(ruleFor(labelClasses, (c) => `${theme.media.upToWidgets}{.${c}{display:none;}}`)).toBe(true);
    // Wider than 768 px: the text unfolds when the link is hovered or focused.
    const wide = css.split(theme.media.aboveWidgets).slice(1).join('');
    expect(
      linkClasses.some((linkClass) =>
        labelClasses.some((labelClass) =>
          wide.includes(
            `.${linkClass}:hover .${labelClass},.${linkClass}:focus-visible .${labelClass}{max-width:16rem;opacity:1;`,
          ),
        ),
      ),
    ).toBe(true);
  });
});
