import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { renderWithProviders } from '../../../testing';
import { theme } from '../../../theme';
import { StatCounter } from '../stat-counter';

const reduceMotion = (reduce: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
};

describe('StatCounter', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
    jest.useRealTimers();
  });

  it('is rendered on the server with its final number', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <StatCounter value={13680} label="documents" />
      </ThemeProvider>,
    );
    expect(html).toMatch(/>13\s680</);
  });

  it('counts up from 0 to the value in 50 steps of 40 ms; screen readers read the final number throughout', () => {
    jest.useFakeTimers();
    reduceMotion(false);
    renderWithProviders(<StatCounter value={17000} prefix="environ" label="visiteurs par an" />);
    const figure = screen.getByTestId('stat-figure');
    expect(figure).toHaveTextContent(/^0$/);
    expect(screen.getByText('environ 17 000 visiteurs par an')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(40 * 25));
    expect(figure).toHaveTextContent(/^8 500$/);
    act(() => jest.advanceTimersByTime(40 * 24));
    expect(figure).not.toHaveTextContent(/^17 000$/);
    act(() => jest.advanceTimersByTime(40));
    expect(figure).toHaveTextContent(/^17 000$/);
    act(() => jest.advanceTimersByTime(4000));
    expect(figure).toHaveTextContent(/^17 000$/);
  });

  it('does not move when the visitor prefers reduced motion', () => {
    jest.useFakeTimers();
    reduceMotion(true);
    renderWithProviders(<StatCounter value={850} label="boîtes" />);
    expect(screen.getByTestId('stat-figure')).toHaveTextContent(/^850$/);
  });
});
