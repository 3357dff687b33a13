import { render, screen } from '@testing-library/react';
import { SCREEN_ONLY_MARK } from '@mtdm/shared/design-tokens';
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
      <details data-testid="booking" {...SCREEN_ONLY_MARK}>
        <summary>Réserver des places</summary>
      </details>
    </main>
  );
}

it('opens the page’s closed disclosures for the print, but the screen’s tools, and closes again only those', () => {
  render(<Page />);
  const closed = screen.getByTestId<HTMLDetailsElement>('closed');
  const open = screen.getByTestId<HTMLDetailsElement>('open');
  const booking = screen.getByTestId<HTMLDetailsElement>('booking');
  window.dispatchEvent(new Event('beforeprint'));
  expect([closed.open, open.open, booking.open]).toEqual([true, true, false]);
  window.dispatchEvent(new Event('afterprint'));
  expect([closed.open, open.open, booking.open]).toEqual([false, true, false]);
});
