import { lazy, memo, Suspense, useState } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { useLocation } from '@mtdm/shared/router';
import {
  canonicalPathOf,
  counterpartOf,
  ENGLISH_SEARCH_PATH,
  findPageByPath,
  languageOfAddress,
} from '@mtdm/shared/routing';
import { GlobalStyle, theme } from '@mtdm/shared/theme';
import { ErrorScreenTextsContext } from '../common/frame-texts';
import { FloatingWidgets } from '../features/floating-widgets/floating-widgets';
import { SiteFooter } from '../features/navigation/site-footer';
import { SiteHeader } from '../features/navigation/site-header';
import { SearchToggle } from '../features/site-search/search-toggle';
import { useDetailsOpenOnPaper } from '../features/print/details-on-paper';
import { useSiteConfig } from '../features/site-config/site-config';
import { useEnglishFrame } from './english-frame-loader';
import { signedInSpacePrefix } from './signed-in-space-routes';
import { SiteRoutes } from './site-routes';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

// Consent banner and analytics: a chunk of their own, fetched after the page is interactive.
// Named "deferred-…": the e2e test of the loading waterfall knows such chunks come after the page.
const SiteAnalytics = lazy(
  () => import(/* webpackChunkName: "deferred-analytics" */ '../features/analytics/site-analytics'),
);

// The page's place, rendered again only when the address changes: while the page is being hydrated,
// a render of the frame (its settings arriving, the English frame) must not reach the page's boundary,
// or React would hydrate the whole page at once, in one long task.
const PageArea = memo(SiteRoutes);

const Main = styled.main`
  /* The footer starts below the fold, so it does not jump down when a page arrives (layout shift). */
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  &:focus {
    outline: none;
  }
`;

/**
 * « Gérer les cookies » : the consent banner again. Its store comes with the analytics' chunk, asked
 * for here on the click: no page's first load carries it.
 */
const reopenConsent = () =>
  void import(/* webpackChunkName: "deferred-analytics" */ '../features/analytics/consent-store').then(
    ({ useConsent }) => useConsent.getState().reopen(),
  );

/** The common frame around every page: skip link, header, page area, footer, widgets, analytics. */
export function App() {
  const config = useSiteConfig();
  useDetailsOpenOnPaper();
  // The audience of the public site is measured; a signed-in space's pages (a volunteer's lists, a
  // member's account) are nobody's audience, and no measure is loaded there.
  const [signedInSpace] = useState(signedInSpacePrefix);
  const measurementId = signedInSpace ? undefined : config?.ga4MeasurementId;
  // The visit in English (and any address under /en/) has its own frame; every other page, the French one.
  const { pathname } = useLocation();
  const page = findPageByPath(pathname);
  const english = useEnglishFrame(languageOfAddress(pathname) === 'en');
  const counterpart = page && counterpartOf(page);
  const words = english?.englishTexts;
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SkipLink label={words?.skipLink} />
      {english ? (
        <english.EnglishHeader
          page={page}
          counterpart={counterpart}
          searching={pathname.toLowerCase() === ENGLISH_SEARCH_PATH}
          quickLinks={
            <FloatingWidgets
              widgets={english.englishTexts.quickLinks.widgets}
              label={english.englishTexts.quickLinks.label}
              newTab={english.englishTexts.quickLinks.newTab}
            />
          }
        />
      ) : (
        <SiteHeader
          quickLinks={<FloatingWidgets />}
          search={<SearchToggle />}
          englishPath={counterpart && canonicalPathOf(counterpart)}
        />
      )}
      <ErrorScreenTextsContext.Provider value={words?.errors}>
        <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <PageArea />
        </Main>
      </ErrorScreenTextsContext.Provider>
      {english ? (
        <english.EnglishFooter />
      ) : (
        <SiteFooter onManageCookies={measurementId ? reopenConsent : undefined} />
      )}
      {measurementId && (
        <Suspense fallback={null}>
          <SiteAnalytics measurementId={measurementId} />
        </Suspense>
      )}
    </ThemeProvider>
  );
}
