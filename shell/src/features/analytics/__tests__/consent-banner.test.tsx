import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@mtdm/shared/routing';
import { renderWithProviders } from '@mtdm/shared/testing';
import { ConsentBanner } from '../consent-banner';

describe('ConsentBanner', () => {
  it('is a region named by its French heading, explaining the choice', () => {
    renderWithProviders(<ConsentBanner onAccept={jest.fn()} onRefuse={jest.fn()} />);
    const region = screen.getByRole('region', { name: 'Mesure d’audience' });
    expect(within(region).getByRole('heading', { name: 'Mesure d’audience' })).toBeInTheDocument();
    expect(region).toHaveTextContent(/Google Analytics/);
    expect(region).toHaveTextContent(/rien n’est déposé sur votre appareil ni transmis/);
    expect(region).toHaveTextContent(/conservé six mois/);
    expect(region).toHaveTextContent(/« Gérer les cookies »/);
    expect(within(region).getByRole('link', { name: 'En savoir plus sur vos données' })).toHaveAttribute(
      'href',
      paths.legalInformation,
    );
  });

  it('offers "Refuser" and "Accepter" as two buttons of the same style', () => {
    renderWithProviders(<ConsentBanner onAccept={jest.fn()} onRefuse={jest.fn()} />);
    const refuse = screen.getByRole('button', { name: 'Refuser' });
    const accept = screen.getByRole('button', { name: 'Accepter' });
    expect(refuse.className).toBe(accept.className);
  });

  it('reports each choice', async () => {
    const user = userEvent.setup();
    const onAccept = jest.fn();
    const onRefuse = jest.fn();
    renderWithProviders(<ConsentBanner onAccept={onAccept} onRefuse={onRefuse} />);
    await user.click(screen.getByRole('button', { name: 'Refuser' }));
    expect(onRefuse).toHaveBeenCalledTimes(1);
    expect(onAccept).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Accepter' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('takes focus only when asked to (reopened by the visitor)', () => {
    const { unmount } = renderWithProviders(<ConsentBanner onAccept={jest.fn()} onRefuse={jest.fn()} />);
    expect(screen.getByRole('region', { name: 'Mesure d’audience' })).not.toHaveFocus();
    unmount();
    renderWithProviders(<ConsentBanner onAccept={jest.fn()} onRefuse={jest.fn()} focusOnShow />);
    expect(screen.getByRole('region', { name: 'Mesure d’audience' })).toHaveFocus();
  });
});
