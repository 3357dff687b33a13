import { Link } from '@mtdm/shared/router';
import { lowerCasePaths, pages } from '@mtdm/shared/routing';
import { accessibilityFooterLabel, accessibilityStatement } from '@mtdm/shared/site';
import { useSiteDetails, useToday } from '@mtdm/shared/ui';
import { footerPathOf, menuGroups, type MenuEntry } from './menu-items';
import { MenuLink } from './menu-link';
import { ColumnTitle, Columns, FooterBar, FooterInner, LegalRow, LinkList } from '../../common/frame-styles';
import { CookieButton } from './footer-styles';
import { NewsletterSlot } from '../../common/newsletter-slot';
import { SCREEN_ONLY_MARK } from '@mtdm/shared/design-tokens';

export interface SiteFooterProps {
  /** Reopens the consent banner. The "Gérer les cookies" button only shows when analytics is configured. */
  readonly onManageCookies?: () => void;
}

const lowerCaseOf = (entry: Extract<MenuEntry, { kind: 'page' }>) => footerPathOf(entry.page);

/** The footer of every page: the menu links in their lower-case form, legal links and the cookie choice. */
export function SiteFooter({ onManageCookies }: SiteFooterProps) {
  const details = useSiteDetails();
  // The render's day (a pre-rendered page's), so the hydrated footer says what the HTML said.
  const { year } = useToday();
  return (
    <FooterBar>
      <FooterInner>
        <nav aria-label="Plan du site">
          <Columns>
            {menuGroups.map((group) => (
              <section key={group.id}>
                <ColumnTitle>{group.label}</ColumnTitle>
                <LinkList>
                  {group.entries.map((entry) => (
                    <li key={entry.label}>
                      <MenuLink entry={entry} pathOf={lowerCaseOf} />
                    </li>
                  ))}
                </LinkList>
              </section>
            ))}
          </Columns>
        </nav>
        <NewsletterSlot />
        <LegalRow>
          <p>
            © {year} {details.museumName}, {details.city} — site du musée, de l’association de ses amis
            (AAMTDM) et du CHETOM.
          </p>
          <Link to={lowerCasePaths.legalInformation}>{pages.legalInformation.title}</Link>
          <Link to={lowerCasePaths.termsOfSale}>{pages.termsOfSale.title}</Link>
          <Link to={accessibilityStatement.path}>{accessibilityFooterLabel}</Link>
          {onManageCookies && (
            <CookieButton {...SCREEN_ONLY_MARK} type="button" onClick={onManageCookies}>
              Gérer les cookies
            </CookieButton>
          )}
        </LegalRow>
      </FooterInner>
    </FooterBar>
  );
}
