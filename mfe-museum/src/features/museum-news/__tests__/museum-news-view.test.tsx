import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@mtdm/shared/testing';
import { MuseumNewsView } from '../museum-news-view';

describe('museum news page', () => {
  it('shows museum news from 2022 on, one accordion per year, newest first, the year of the latest published news open', () => {
    jest.useFakeTimers({ now: new Date('2026-11-27T10:00:00+01:00') });
    renderWithProviders(<MuseumNewsView />);
    jest.useRealTimers();
    const years = screen.getAllByRole('button', { name: /^Actualités \d{4}$/ }).map((b) => b.textContent);
    expect(years).toEqual([
      'Actualités 2027',
      'Actualités 2026',
      'Actualités 2025',
      'Actualités 2024',
      'Actualités 2023',
      'Actualités 2022',
    ]);
    // On 27 November 2026, 2027 holds only what is to come: the page opens on 2026.
    expect(screen.getByRole('button', { name: 'Actualités 2026' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Actualités 2027' })).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.queryByText(/Nuit européenne des musées : le musée ouvert en soirée/),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(/Conférence/)).not.toBeInTheDocument();
  });

  it('one year open at a time; each item opens its PDF', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    const user = userEvent.setup();
    renderWithProviders(<MuseumNewsView />);
    await user.click(screen.getByRole('button', { name: 'Actualités 2022' }));
    expect(screen.getByRole('button', { name: 'Actualités 2026' })).toHaveAttribute('aria-expanded', 'false');
    const year = screen.getByRole('region', { name: 'Actualités 2022' });
    const items = within(year).getAllByRole('article');
    expect(items.length).toBeGreaterThan(0);
    await user.click(within(items[0] as HTMLElement).getByRole('button', { name: /^Lire l'article/ }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Télécharger le PDF' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\.pdf$/),
    );
  });
});
