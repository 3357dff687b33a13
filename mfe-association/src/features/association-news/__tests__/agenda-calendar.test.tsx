import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewsItem } from '@mtdm/shared/content';
import { renderWithProviders } from '@mtdm/shared/testing';
import { AgendaCalendar } from '../agenda-calendar';

const item = (id: number, date: string, title: string): NewsItem => ({
  id: String(id),
  title,
  date,
  description: 'Description suffisamment longue pour un article de test.',
  image: 'images/news/01-bazeilles-derniere-cartouche.svg',
  pdfPath: `documents/news/${id}.pdf`,
  link: '/pages/ActualitesAAMTDM',
  category: 'association',
  conference: true,
  time: '18:00',
});

const items = [
  item(1, '10 décembre 2026', 'Conférence sur le front d’Orient'),
  item(2, '10 décembre 2026', 'Second rendez-vous du même jour'),
  item(3, '14 janvier 2027', 'Assemblée générale'),
];

function renderAgenda(today = { year: 2026, month: 12, day: 3 }) {
  const onOpen = jest.fn();
  const user = userEvent.setup();
  renderWithProviders(<AgendaCalendar items={items} today={today} onOpen={onOpen} />);
  return { user, onOpen, grid: () => screen.getByRole('grid') };
}

describe('association agenda', () => {
  it('opens on the month and day of the next event, weeks starting on Monday, today marked', () => {
    const { grid } = renderAgenda();
    expect(grid()).toHaveAccessibleName('décembre 2026');
    const headers = within(grid())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'LunLundi',
      'MarMardi',
      'MerMercredi',
      'JeuJeudi',
      'VenVendredi',
      'SamSamedi',
      'DimDimanche',
    ]);
    // 1 December 2026 is a Tuesday: the first cell of the first week is empty.
    const firstWeek = within(grid()).getAllByRole('row')[1] as HTMLElement;
    // Cells of a role="grid" table are grid cells by the HTML-ARIA mapping (Chromium: e2e); jsdom's
    // role table does not apply it, so they are taken as the row's <td> here.
    const cells = Array.from(firstWeek.querySelectorAll('td'));
    expect(cells).toHaveLength(7);
    expect(cells[0]).toBeEmptyDOMElement();
    expect(within(cells[1] as HTMLElement).getByRole('button')).toHaveTextContent('1');
    const today = screen.getByRole('button', { name: /^3 décembre 2026, aujourd’hui/ });
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('button', { name: /^10 décembre 2026, 2 événements/ })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('opens on a later month when the next event is there, and on today when nothing is to come', () => {
    renderAgenda({ year: 2026, month: 11, day: 20 });
    expect(screen.getByRole('grid')).toHaveAccessibleName('décembre 2026');
  });

  it('hides its keys’ help until the keyboard moves in it; a screen reader hears it with the grid', () => {
    // Shown on keyboard focus in Chromium (e2e: association-pages.spec.ts).
    const { grid } = renderAgenda();
    const help = screen.getByText(/flèches/);
    expect(grid()).toHaveAccessibleDescription(help.textContent!);
    expect(help.closest('p')).not.toBeVisible();
  });

  it('names each day with its date and events; a day with events opens its first PDF', async () => {
    const { user, onOpen } = renderAgenda();
    const day = screen.getByRole('button', {
      name: '10 décembre 2026, 2 événements : Conférence sur le front d’Orient ; Second rendez-vous du même jour',
    });
    await user.click(day);
    expect(onOpen).toHaveBeenCalledWith({
      title: 'Conférence sur le front d’Orient',
      url: '/content/media/documents/news/1.pdf',
    });
    const empty = screen.getByRole('button', { name: '9 décembre 2026, aucun événement' });
    expect(empty).toHaveAttribute('aria-disabled', 'true');
    await user.click(empty);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('changes month with the arrows, across the year boundary', async () => {
    const { user, grid } = renderAgenda();
    await user.click(screen.getByRole('button', { name: 'Mois suivant' }));
    expect(grid()).toHaveAccessibleName('janvier 2027');
    expect(
      screen.getByRole('button', { name: /^14 janvier 2027, 1 événement\u00a0: Assemblée générale$/ }),
    ).toBeInTheDocument();
    // 1 January 2027 is a Friday: four empty cells before it.
    const firstWeek = within(grid()).getAllByRole('row')[1] as HTMLElement;
    expect(within(firstWeek).getAllByRole('button')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Mois précédent' }));
    await user.click(screen.getByRole('button', { name: 'Mois précédent' }));
    expect(grid()).toHaveAccessibleName('novembre 2026');
  });

  it('is a keyboard grid: arrows move between days and across months, Page Down changes month, Enter opens', async () => {
    const { user, onOpen, grid } = renderAgenda({ year: 2026, month: 12, day: 31 });
    // It opens on January, the month of the next event.
    expect(grid()).toHaveAccessibleName('janvier 2027');
    await user.click(screen.getByRole('button', { name: 'Mois précédent' }));
    await user.click(screen.getByRole('button', { name: /^31 décembre 2026/ }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: /^30 décembre 2026/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(grid()).toHaveAccessibleName('janvier 2027');
    expect(screen.getByRole('button', { name: /^1 janvier 2027/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{ArrowDown}{ArrowRight}{ArrowLeft}');
    expect(screen.getByRole('button', { name: /^15 janvier 2027/ })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ title: 'Assemblée générale' }));
    await user.keyboard('{PageUp}');
    expect(grid()).toHaveAccessibleName('décembre 2026');
    expect(screen.getByRole('button', { name: /^14 décembre 2026/ })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: /^14 décembre 2026/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: /^20 décembre 2026/ })).toHaveFocus();
    expect(
      within(grid())
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0),
    ).toHaveLength(1);
  });

  it('follows a new today in place: the same grid keeps the focus, and a chosen month stays', async () => {
    // A pre-rendered page first renders on its build day, then on the visitor's own day.
    const onOpen = jest.fn();
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(
      <AgendaCalendar items={items} today={{ year: 2026, month: 12, day: 3 }} onOpen={onOpen} />,
    );
    const grid = screen.getByRole('grid');
    const day = screen.getByRole('button', { name: /^10 décembre 2026/ });
    day.focus();
    rerender(<AgendaCalendar items={items} today={{ year: 2026, month: 11, day: 20 }} onOpen={onOpen} />);
    expect(screen.getByRole('grid')).toBe(grid);
    expect(day).toHaveFocus();
    expect(screen.queryByRole('button', { name: /aujourd’hui/ })).not.toBeInTheDocument();
    // Untouched, it opens where the new today leads: on today, nothing being left to come.
    rerender(<AgendaCalendar items={items} today={{ year: 2027, month: 2, day: 1 }} onOpen={onOpen} />);
    expect(grid).toHaveAccessibleName('février 2027');
    // Once the visitor has changed month, a new today leaves the agenda where it is.
    await user.click(screen.getByRole('button', { name: 'Mois précédent' }));
    rerender(<AgendaCalendar items={items} today={{ year: 2026, month: 12, day: 3 }} onOpen={onOpen} />);
    expect(grid).toHaveAccessibleName('janvier 2027');
  });
});
