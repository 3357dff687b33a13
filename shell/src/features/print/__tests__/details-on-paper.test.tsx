import { render, screen } from '@testing-library/react';
import { useDetailsOpenOnPaper } from '../details-on-paper';

function Page() {
  useDetailsOpenOnPaper();
  return (
    <main>
      <details data-testid="closed">
        <summary>Depuis Nice par l’autoroute</summary>A8, sortie Fréjus.
      </details>
      <details data-testid="open" open>
        <summary>Depuis Aix-en-Provence</summary>A8, sortie Puget-sur-Argens.
      </details>
    </main>
  );
}

it('opens the page’s closed disclosures for the print, and closes again only those', () => {
  render(<Page />);
  const closed = screen.getByTestId<HTMLDetailsElement>('closed');
  const open = screen.getByTestId<HTMLDetailsElement>('open');
  window.dispatchEvent(new Event('beforeprint'));
  expect([closed.open, open.open]).toEqual([true, true]);
  window.dispatchEvent(new Event('afterprint'));
  expect([closed.open, open.open]).toEqual([false, true]);
});
