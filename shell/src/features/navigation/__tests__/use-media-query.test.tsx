import { act, render, screen } from '@testing-library/react';
import { COMPACT_MENU_QUERY, useMediaQuery } from '../use-media-query';

function Probe() {
  return <p>{useMediaQuery(COMPACT_MENU_QUERY) ? 'compact' : 'large'}</p>;
}

describe('useMediaQuery', () => {
  const originalMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('follows the change events of the media query and unsubscribes on unmount', () => {
    let matches = false;
    const listeners = new Set<() => void>();
    const queries: string[] = [];
    window.matchMedia = (query: string) => {
      queries.push(query);
      return {
        get matches() {
          return matches;
        },
        media: query,
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      } as unknown as MediaQueryList;
    };

    const { unmount } = render(<Probe />);
    expect(screen.getByText('large')).toBeInTheDocument();
    expect(queries).toContain('(max-width: 1024px)');

    matches = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(screen.getByText('compact')).toBeInTheDocument();

    unmount();
    expect(listeners.size).toBe(0);
  });

  it('matches against the window width in the test environment', () => {
    const width = window.innerWidth;
    window.innerWidth = 800;
    render(<Probe />);
    expect(screen.getByText('compact')).toBeInTheDocument();
    window.innerWidth = width;
  });
});
