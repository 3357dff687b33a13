import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@mtdm/shared/testing';
import { MissionsView } from '../missions-view';

describe('missions page', () => {
  it('has its hero, introduction, captioned video and the four sections', async () => {
    const { container } = renderWithProviders(<MissionsView />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ses missions' })).toBeInTheDocument();
    expect(screen.getByText(/Depuis 1979/)).toBeInTheDocument();
    expect(screen.getByText(/environ 9 000 membres/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /^Lire la vidéo : / }));
    expect(container.querySelector('video track[kind="captions"][srclang="fr"]')).toBeInTheDocument();
    for (const title of [
      'Une association dynamique',
      'Faire rayonner le musée',
      'Un engagement dans la cité',
      'Nous rejoindre',
    ])
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    expect(screen.getByText(/Chaque année, huit conférences ouvertes à tous/)).toBeInTheDocument();
  });

  it('offers several "Devenir Adhérent" buttons leading to the membership page', () => {
    renderWithProviders(<MissionsView />);
    const buttons = screen.getAllByRole('link', { name: 'Devenir Adhérent' });
    expect(buttons.length).toBeGreaterThanOrEqual(3);
    for (const button of buttons) expect(button).toHaveAttribute('href', '/pages/DevenirAdherent');
  });
});
