import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing';
import { HorizontalScroller } from '../horizontal-scroller';

/** jsdom has no layout: give the list a width, a scroll width and item positions. */
function layout(
  track: HTMLElement,
  { clientWidth, itemWidth, count }: { clientWidth: number; itemWidth: number; count: number },
) {
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: itemWidth * count });
  Array.from(track.children).forEach((child, index) => {
    Object.defineProperty(child, 'offsetLeft', { configurable: true, value: index * itemWidth });
    Object.defineProperty(child, 'offsetWidth', { configurable: true, value: itemWidth });
  });
  track.scrollBy = ((options: ScrollToOptions) => {
    track.scrollLeft = Math.max(
      0,
      Math.min(track.scrollLeft + (options.left ?? 0), itemWidth * count - clientWidth),
    );
    // What a browser does at the end of a scroll (jsdom knows the event but never fires it).
    fireEvent.scroll(track);
    fireEvent(track, new Event('scrollend'));
  }) as typeof track.scrollBy;
}

function renderScroller() {
  renderWithProviders(
    <HorizontalScroller
      label="Prochaines actualités"
      step={324}
      previousLabel="Actualités précédentes"
      nextLabel="Actualités suivantes"
    >
      {['A', 'B', 'C', 'D', 'E'].map((name) => (
        <p key={name}>Article {name}</p>
      ))}
    </HorizontalScroller>,
  );
  const track = screen.getByRole('list', { name: 'Prochaines actualités' });
  layout(track, { clientWidth: 648, itemWidth: 324, count: 5 });
  return track;
}

/** The scroller once it has measured its laid-out list (fake timers: the measure is debounced). */
function renderMeasuredScroller() {
  const track = renderScroller();
  act(() => {
    fireEvent.scroll(track);
    jest.advanceTimersByTime(100);
  });
  return track;
}

describe('HorizontalScroller', () => {
  it('scrolls by its step; the arrows are disabled at the ends and announce what is in view', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const track = renderMeasuredScroller();
    const previous = screen.getByRole('button', { name: 'Actualités précédentes' });
    const next = screen.getByRole('button', { name: 'Actualités suivantes' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    await user.click(next);
    act(() => jest.advanceTimersByTime(100));
    expect(track.scrollLeft).toBe(324);
    expect(previous).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Prochaines actualités : 2 à 3 sur 5');
    await user.click(next);
    await user.click(next);
    act(() => jest.advanceTimersByTime(100));
    expect(track.scrollLeft).toBe(972);
    expect(next).toBeDisabled();
    jest.useRealTimers();
  });

  it('where the browser tells when a scroll ends, announces the position then, not midway', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const track = renderMeasuredScroller();
    // A smooth scroll whose frames come slower than the 80 ms debounce: halfway after the click.
    track.scrollBy = (() => {
      track.scrollLeft = 100;
      fireEvent.scroll(track);
    }) as typeof track.scrollBy;
    await user.click(screen.getByRole('button', { name: 'Actualités suivantes' }));
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => {
      track.scrollLeft = 324;
      fireEvent.scroll(track);
      fireEvent(track, new Event('scrollend'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Prochaines actualités : 2 à 3 sur 5');
    jest.useRealTimers();
  });

  it('the list takes the keyboard focus, the arrows are buttons that control it', () => {
    const track = renderScroller();
    expect(track).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Actualités suivantes' })).toHaveAttribute(
      'aria-controls',
      track.id,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });
});
