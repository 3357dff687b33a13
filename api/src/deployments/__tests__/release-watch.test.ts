// A release watched by its visitors: pulled back once its reports per page view pass the threshold,
// unless the version before did as badly; not for one visitor's bad luck, nor one machine's repeated
// reports, nor after the watch.
import type { Services } from '../../services';
import { MIN_ERRORS, noteBrowserError, notePageView, watchRelease, WATCH_MINUTES } from '../release-watch';

const server = () => ({}) as Services;
/** The connection of the n-th visitor (connectionOf's form). */
const visitor = (n: number) => `198.51.100.${n}`;

it('pulls back a release whose visitors report more errors per view than the threshold, saying why', () => {
  const services = server();
  const rollBack = jest.fn(() => Promise.resolve());
  watchRelease(services, 'mfe-shop', 'shop-old', () => Promise.resolve(), 0);
  for (let view = 0; view < 20; view += 1) notePageView(services, 'mfe-shop');
  noteBrowserError(services, 'mfe-shop', 'shop-old', visitor(1), 1000);
  watchRelease(services, 'mfe-shop', 'shop-new', rollBack, 60_000);
  for (let view = 0; view < 4; view += 1) notePageView(services, 'mfe-shop');
  // Another release's reports (a visitor still on the old page) count for that one only.
  noteBrowserError(services, 'mfe-shop', 'shop-old', visitor(2), 61_000);
  for (let report = 0; report < MIN_ERRORS; report += 1)
    noteBrowserError(services, 'mfe-shop', 'shop-new', visitor(report), 120_000);
  expect(rollBack).toHaveBeenCalledTimes(1);
  expect(rollBack).toHaveBeenCalledWith(
    expect.stringMatching(
      /^Retirée automatiquement\s: 3 erreurs signalées par les navigateurs pour 4 pages vues en 1\smin, au-delà du seuil \(0\.5 par page vue\) que la version précédente ne passait pas\.$/,
    ),
  );
  noteBrowserError(services, 'mfe-shop', 'shop-new', visitor(9), 121_000);
  expect(rollBack).toHaveBeenCalledTimes(1);
});

it('counts one machine once, however often it reports, and its other networks apart', () => {
  const services = server();
  const rollBack = jest.fn(() => Promise.resolve());
  watchRelease(services, 'mfe-shop', 'shop-new', rollBack, 0);
  // No page viewed: three reports would be six per view. Posted a hundred times from one address…
  for (let report = 0; report < 100; report += 1)
    noteBrowserError(services, 'mfe-shop', 'shop-new', visitor(1), 1000 + report);
  // …then from a second one: still two visitors.
  noteBrowserError(services, 'mfe-shop', 'shop-new', visitor(2), 2000);
  expect(rollBack).not.toHaveBeenCalled();
  // A third visitor's report makes the three the threshold asks for.
  noteBrowserError(services, 'mfe-shop', 'shop-new', visitor(3), 3000);
  expect(rollBack).toHaveBeenCalledWith(expect.stringMatching(/^Retirée automatiquement\s: 3 erreurs/));
});

it('keeps a release when the version before failed as often, when reports are too few, or after the watch', () => {
  const services = server();
  const keep = jest.fn(() => Promise.resolve());
  watchRelease(services, 'mfe-forms', 'forms-old', () => Promise.resolve(), 0);
  notePageView(services, 'mfe-forms');
  for (let report = 0; report < 2; report += 1)
    noteBrowserError(services, 'mfe-forms', 'forms-old', visitor(report), 1000);
  watchRelease(services, 'mfe-forms', 'forms-new', keep, 2000);
  for (let report = 0; report < 5; report += 1)
    noteBrowserError(services, 'mfe-forms', 'forms-new', visitor(report), 3000);
  expect(keep).not.toHaveBeenCalled();

  const few = jest.fn(() => Promise.resolve());
  watchRelease(services, 'mfe-museum', 'museum-new', few, 0);
  for (let report = 0; report < MIN_ERRORS - 1; report += 1)
    noteBrowserError(services, 'mfe-museum', 'museum-new', visitor(report), 1000);
  expect(few).not.toHaveBeenCalled();

  const late = jest.fn(() => Promise.resolve());
  watchRelease(services, 'mfe-association', 'association-new', late, 0);
  for (let report = 0; report < 10; report += 1)
    noteBrowserError(
      services,
      'mfe-association',
      'association-new',
      visitor(report),
      WATCH_MINUTES * 60_000 + 1,
    );
  expect(late).not.toHaveBeenCalled();
});
