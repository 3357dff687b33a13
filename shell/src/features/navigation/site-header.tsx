import { type MouseEvent, type ReactNode } from 'react';
import { Link } from '@mtdm/shared/router';
import { SITE_NAME, paths } from '@mtdm/shared/routing';
import { menuGroups } from './menu-items';
import { Submenu } from './submenu';
import { AnchorMark, BurgerIcon } from './nav-icons';
import { COMPACT_MENU_QUERY, useMediaQuery } from './use-media-query';
import { useMenuState } from './use-menu-state';
import { HeaderBar, HeaderInner } from '../../common/frame-styles';
import { BrandLink, HamburgerButton, LanguageLink, MenuList, Nav } from './header-styles';
import { useElementId } from '@mtdm/shared/ui';

/**
 * The banner of every page: site name linking home, main menu.
 * Wider than 1024 px submenus open on hover or with their button; at 1024 px or below a hamburger
 * button shows the menu and submenus open on click. The quick links (practical information, donation)
 * and the search toggle are given by the frame and placed before the menu.
 */
interface SiteHeaderProps {
  /** The quick links (practical information, donation), given by the frame. */
  readonly quickLinks?: ReactNode;
  /** The site search's toggle, given by the frame. */
  readonly search?: ReactNode;
  /** The same page in English, when it has one: the language switch. */
  readonly englishPath?: string;
}

export function SiteHeader({ quickLinks, search, englishPath }: SiteHeaderProps) {
  const matches = useMediaQuery(COMPACT_MENU_QUERY);
  // Before the width is known (pre-rendered HTML, hydration) both forms are rendered and CSS shows one.
  const undecided = matches === undefined;
  const compact = matches === true;
  const { state, refs, closeAll, toggleMenu, toggleGroup, hoverGroup, leaveGroup } = useMenuState(matches);
  const baseId = useElementId();
  const menuId = `${baseId}-menu`;

  function closeOnLinkFollowed(event: MouseEvent<HTMLElement>) {
    if (event.target instanceof Element && event.target.closest('a')) closeAll();
  }

  return (
    <HeaderBar ref={refs.header}>
      <HeaderInner>
        <BrandLink as={Link} to={paths.home} onClick={closeAll}>
          <AnchorMark />
          <span>{SITE_NAME}</span>
        </BrandLink>
        {quickLinks}
        {search}
        {englishPath && (
          <LanguageLink href={englishPath} hrefLang="en" lang="en">
            {/* One inline run inside the flex box, so the word is read whole: "English". */}
            <span>
              En<span>glish</span>
            </span>
          </LanguageLink>
        )}
        <Nav aria-label="Menu principal" onClick={closeOnLinkFollowed}>
          {(compact || undecided) && (
            <HamburgerButton
              $untilWide={undecided}
              ref={refs.hamburger}
              type="button"
              aria-expanded={state.menuOpen}
              aria-controls={menuId}
              // Its name says what it does; « Menu », which it shows, is in it (the row stays one line).
              aria-label={state.menuOpen ? 'Fermer le menu' : 'Ouvrir le menu'}
              onClick={toggleMenu}
            >
              <BurgerIcon open={state.menuOpen} />
              Menu
            </HamburgerButton>
          )}
          <MenuList id={menuId} $compact={compact} $wideOnly={undecided} hidden={compact && !state.menuOpen}>
            {menuGroups.map((group) => (
              <Submenu
                key={group.id}
                group={group}
                listId={`${baseId}-${group.id}`}
                open={state.openGroup === group.id}
                compact={compact}
                toggleRef={(element) => {
                  if (element) refs.toggles.current.set(group.id, element);
                  else refs.toggles.current.delete(group.id);
                }}
                onToggle={toggleGroup}
                onHover={hoverGroup}
                onFocusLeave={leaveGroup}
              />
            ))}
          </MenuList>
        </Nav>
      </HeaderInner>
    </HeaderBar>
  );
}
