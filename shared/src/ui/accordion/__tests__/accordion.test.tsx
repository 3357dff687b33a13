import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing';
import { Accordion } from '../accordion';

const items = ['2026', '2025', '2024'].map((year) => ({
  id: year,
  title: `Année ${year}`,
  content: <p>Articles de {year}</p>,
}));

describe('Accordion (one open at a time)', () => {
  it('opens the first item, each title a heading with a button tied to its region', () => {
    renderWithProviders(<Accordion items={items} />);
    const first = screen.getByRole('button', { name: 'Année 2026' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { level: 3, name: 'Année 2026' })).toContainElement(first);
    expect(screen.getByRole('region', { name: 'Année 2026' })).toHaveTextContent('Articles de 2026');
    expect(screen.getByText('Articles de 2025')).not.toBeVisible();
  });

  it('opening another closes the open one; clicking the open one closes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Accordion items={items} />);
    await user.click(screen.getByRole('button', { name: 'Année 2025' }));
    expect(screen.getByRole('button', { name: 'Année 2025' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Année 2026' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Articles de 2025')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Année 2025' }));
    expect(screen.getAllByRole('button').every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(
      true,
    );
  });

  it('works with the keyboard (Enter and Space)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Accordion items={items} initiallyOpen={null} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Année 2025' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Articles de 2025')).toBeVisible();
    await user.keyboard(' ');
    expect(screen.getByText('Articles de 2025')).not.toBeVisible();
  });
});

describe('an address naming something in a closed panel (a search result)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens its panel and brings it into view, on load and when the anchor changes', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    window.history.replaceState(null, '', '/pages/sesconferences#actualite-2019-b');
    renderWithProviders(
      <Accordion
        items={['2026', '2019', '2018'].map((year) => ({
          id: year,
          title: `Conférences ${year}`,
          content: <p id={`actualite-${year}-b`}>Une conférence de {year}</p>,
        }))}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Conférences 2019' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Conférences 2026' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(scrolled).toHaveBeenCalled();
    act(() => {
      window.location.hash = 'actualite-2018-b';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await screen.findByRole('button', { name: 'Conférences 2018' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
