import { screen } from '@testing-library/react';
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
