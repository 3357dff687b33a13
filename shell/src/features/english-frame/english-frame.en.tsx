import type { ReactNode } from 'react';
import { Link } from '@mtdm/shared/router';
import { canonicalPathOf, ENGLISH_SEARCH_PATH, paths, SITE_NAME, type PageKey } from '@mtdm/shared/routing';
import { PageSection, useSiteDetails, useToday } from '@mtdm/shared/ui';
import {
  ColumnTitle,
  Columns,
  FooterBar,
  FooterInner,
  HeaderBar,
  HeaderInner,
  LegalRow,
  LinkList,
} from '../../common/frame-styles';
import { Brand, MenuList } from './english-frame-styles';
import { IN_FRENCH } from '@mtdm/shared/site';
import { englishMenu, englishTexts, frenchOnlyLinks } from './english-texts.en';

export { englishTexts };

/** A page with no English version: a plain link (the French frame loads with it), said to be in French. */
function FrenchLink({ page, label }: { readonly page: PageKey; readonly label: string }) {
  return (
    <a href={paths[page]} hrefLang="fr">
      {label} {IN_FRENCH}
    </a>
  );
}

/** The pages of the visit in English, welcome first, as list items (the footer, the not-found page). */
function EnglishPageLinks() {
  return (
    <>
      <li>
        <Link to={paths.homeEn}>{englishTexts.welcome}</Link>
      </li>
      {englishMenu.map((entry) => (
        <li key={entry.page}>
          <Link to={paths[entry.page]}>{entry.label}</Link>
        </li>
      ))}
    </>
  );
}

/**
 * The header of the English pages: the site's name, the quick links, the English pages in one line,
 * their search and the same page in French (its counterpart).
 */
export function EnglishHeader({
  page,
  counterpart,
  quickLinks,
  searching = false,
}: {
  /** Undefined on an English address that is no page (the English not-found page). */
  readonly page?: PageKey;
  readonly counterpart?: PageKey;
  readonly quickLinks: ReactNode;
  /** On the search of the English pages: its link is the current page. */
  readonly searching?: boolean;
}) {
  return (
    <HeaderBar>
      <HeaderInner>
        <Brand as={Link} to={paths.homeEn}>
          {SITE_NAME}
        </Brand>
        {quickLinks}
        <nav aria-label={englishTexts.mainMenu}>
          <MenuList>
            {englishMenu.map((entry) => (
              <li key={entry.page}>
                <Link to={paths[entry.page]} aria-current={entry.page === page ? 'page' : undefined}>
                  {entry.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to={ENGLISH_SEARCH_PATH} aria-current={searching ? 'page' : undefined}>
                <svg
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  width="18"
                  height="18"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.2"
                >
                  <circle cx="10.5" cy="10.5" r="6.5" />
                  <path d="m15.5 15.5 5 5" />
                </svg>
                {englishTexts.search}
              </Link>
            </li>
            {counterpart && (
              <li>
                <a href={canonicalPathOf(counterpart)} hrefLang="fr" lang="fr">
                  {englishTexts.switchToFrench}
                </a>
              </li>
            )}
          </MenuList>
        </nav>
      </HeaderInner>
    </HeaderBar>
  );
}

/** The footer of the English pages: the visit in English, the rest of the site in French. */
export function EnglishFooter() {
  const details = useSiteDetails();
  const { year } = useToday();
  return (
    <FooterBar>
      <FooterInner>
        <Columns>
          <nav aria-labelledby="footer-english">
            <ColumnTitle id="footer-english">{englishTexts.visitInEnglish}</ColumnTitle>
            <LinkList>
              <EnglishPageLinks />
            </LinkList>
          </nav>
          <nav aria-labelledby="footer-french">
            <ColumnTitle id="footer-french">{englishTexts.moreInFrench}</ColumnTitle>
            <LinkList>
              {frenchOnlyLinks.map((entry) => (
                <li key={entry.page}>
                  <FrenchLink {...entry} />
                </li>
              ))}
            </LinkList>
          </nav>
        </Columns>
        <LegalRow>
          <p>
            © {year} {details.museumName}, {details.city}: {englishTexts.footerLine}
          </p>
        </LegalRow>
      </FooterInner>
    </FooterBar>
  );
}

/**
 * A mistyped address under /en/: said in English, with the pages of the visit in English and the
 * French home page.
 */
export function EnglishNotFoundPage() {
  const texts = englishTexts.notFound;
  return (
    <PageSection>
      <h1>{texts.title}</h1>
      <p>{texts.text}</p>
      <h2>{texts.pagesHeading}</h2>
      <ul>
        <EnglishPageLinks />
      </ul>
      <p>
        {texts.frenchSite}{' '}
        <a href={paths.home} hrefLang="fr">
          {texts.frenchHome} {IN_FRENCH}
        </a>
        .
      </p>
    </PageSection>
  );
}
