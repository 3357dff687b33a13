// npm run dev: the development shell answers the modules' pages and files itself and passes the rest
// to the api. Every address the contracts give to a page or file the api writes must be passed on, or
// the page opens as « Page introuvable » in development alone.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import {
  calls,
  CONFERENCE_BOOKING_PATHS,
  NEWSLETTER_PATHS,
  TOUR_RESULT_PATHS,
} from '../../shared/src/contracts/index.ts';
import { SEARCH_INDEX_URLS } from '../../shared/src/search/search-language.ts';

const { DEV_API_PATHS } = createRequire(import.meta.url)('../../shared/build/create-webpack-config.cjs');

const passedToApi = (address) => DEV_API_PATHS.some((prefix) => address.startsWith(prefix));

test('the pages, indexes and posts the api answers are passed to it by the development shell', () => {
  const apiAddresses = [
    ...Object.values(NEWSLETTER_PATHS),
    CONFERENCE_BOOKING_PATHS.confirm,
    CONFERENCE_BOOKING_PATHS.cancel,
    ...Object.values(TOUR_RESULT_PATHS),
    ...Object.values(SEARCH_INDEX_URLS),
    ...Object.values(calls).map((call) => call.path),
    '/content/repo/practical.json',
  ];
  assert.deepEqual(
    apiAddresses.filter((address) => !passedToApi(address)),
    [],
  );
});

test('the pages the modules render stay with the development shell', () => {
  for (const page of ['/', '/pages/VisiteGuidee', '/pages/laboutique', '/en/museum', '/remotes.json'])
    assert.equal(passedToApi(page), false, page);
});
