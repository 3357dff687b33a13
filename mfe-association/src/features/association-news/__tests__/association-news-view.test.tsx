import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@mtdm/shared/testing';
import { setRenderedOn } from '@mtdm/shared/ui';
import { AssociationNewsView } from '../association-news-view';

afterEach(() => {
  jest.useRealTimers();
  setRenderedOn(undefined);
  window.location.hash = '';
});

describe('association news: where a search result for one of its events leads', () => {
  it('an event still to come: the agenda opens on its month, whose list shows it by its anchor', async () => {
    jest.useFakeTimers({ now: new Date('2026-12-01T09:00:00') });
    window.location.hash = '#actualite-32-commemoration-bazeilles-2027';
    renderWithProviders(<AssociationNewsView />);
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    expect(screen.getByRole('grid')).toHaveAccessibleName('septembre 2027');
    const event = document.getElementById('actualite-32-commemoration-bazeilles-2027');
    expect(event).toHaveTextContent('Commémoration de Bazeilles 2027');
    expect(screen.getByRole('heading', { name: /^Ce mois-ci.*septembre 2027$/ })).toBeInTheDocument();
  });

  it('a past event: in the archive, under its year', async () => {
    jest.useFakeTimers({ now: new Date('2026-12-01T09:00:00') });
    window.location.hash = '#actualite-11-commemoration-bazeilles-2022';
    renderWithProviders(<AssociationNewsView />);
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    expect(document.getElementById('actualite-11-commemoration-bazeilles-2022')).toBeVisible();
  });
});

describe('association news: the month listed beside the agenda', () => {
  it('is the month the agenda shows, on the rendered day and on the visitor’s own', async () => {
    // Rendered on 3 December, read on 20 November: no event left in November, the agenda opens on
    // December, and the list beside it names December's events, not November's emptiness.
    setRenderedOn('2026-12-03');
    jest.useFakeTimers({ now: new Date('2026-11-20T09:00:00') });
    renderWithProviders(<AssociationNewsView />);
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    expect(screen.getByRole('grid')).toHaveAccessibleName('décembre 2026');
    expect(screen.getByRole('heading', { name: /^Ce mois-ci.*décembre 2026$/ })).toBeInTheDocument();
  });
});
