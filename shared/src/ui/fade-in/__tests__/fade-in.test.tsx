import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { renderWithProviders } from '../../../testing';
import { FadeIn } from '../fade-in';

describe('FadeIn', () => {
  const original = { io: globalThis.IntersectionObserver, innerHeight: window.innerHeight };
  let callbacks: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
  let thresholds: unknown[] = [];
  beforeEach(() => {
    callbacks = [];
    thresholds = [];
    globalThis.IntersectionObserver = class {
      constructor(
        callback: (entries: Array<{ isIntersecting: boolean }>) => void,
        options: { threshold: unknown },
      ) {
        callbacks.push(callback);
        thresholds.push(options.threshold);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    // Every block is below the fold in this test.
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: -1 });
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original.io;
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: original.innerHeight });
  });

  it('is visible in the server-rendered page', () => {
    expect(renderToString(<FadeIn>Texte</FadeIn>)).toContain('data-fade="shown"');
  });

  it('waits below the fold, then appears when 10 % is visible', async () => {
    renderWithProviders(<FadeIn>Bloc</FadeIn>);
    const block = screen.getByText('Bloc');
    expect(block).toHaveAttribute('data-fade', 'waiting');
    expect(thresholds).toEqual([0.1]);
    callbacks[0]?.([{ isIntersecting: true }]);
    expect(await screen.findByText('Bloc')).toHaveAttribute('data-fade', 'shown');
  });
});
