import styled, { css } from 'styled-components';
import { visuallyHidden } from '@mtdm/shared/ui';

interface CompactProps {
  readonly $compact: boolean;
}

export const BrandLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.colors.textOnDark};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.large};
  line-height: 1.2;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }

  svg {
    flex: none;
    width: 2.25rem;
    height: 2.25rem;
    color: ${({ theme }) => theme.colors.gold};
  }
`;

export const Nav = styled.nav`
  margin-left: auto;
`;

export const HamburgerButton = styled.button<{ readonly $untilWide: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 2px solid ${({ theme }) => theme.colors.textOnDark};
  border-radius: ${({ theme }) => theme.radii.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.textOnDark};
  font: inherit;
  cursor: pointer;

  svg {
    width: 1.5rem;
    height: 1.5rem;
  }

  /* Before the width is known, the button is there only where the compact menu is. */
  ${({ $untilWide, theme }) =>
    $untilWide &&
    css`
      ${theme.media.aboveMenu} {
        display: none;
      }
    `}
`;

export const MenuList = styled.ul<CompactProps & { readonly $wideOnly: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;

  ${({ $compact, theme }) =>
    $compact
      ? css`
          position: absolute;
          top: 100%;
          left: 0;
          right: 0;
          flex-direction: column;
          max-height: calc(100vh - ${theme.layout.headerHeight});
          overflow-y: auto;
          padding-bottom: ${theme.space.md};
          background: ${theme.colors.navy};
          box-shadow: ${theme.shadows.card};
        `
      : css`
          flex-direction: row;
          gap: ${theme.space.xs};
        `}

  &[hidden] {
    display: none;
  }

  /* Before the width is known, the wide menu shows only where it belongs (closed compact menu below). */
  ${({ $wideOnly, theme }) =>
    $wideOnly &&
    css`
      ${theme.media.upToMenu} {
        display: none;
      }
    `}
`;

export const MenuItem = styled.li<CompactProps>`
  position: relative;
  ${({ $compact, theme }) =>
    $compact &&
    css`
      border-top: 1px solid ${theme.colors.navyLight};
    `}
`;

export const ToggleButton = styled.button<CompactProps>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  width: ${({ $compact }) => ($compact ? '100%' : 'auto')};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textOnDark};
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.navyLight};
  }

  svg {
    width: 0.75rem;
    height: 0.75rem;
    transition: transform 0.15s ease;
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

export const SubmenuList = styled.ul<CompactProps>`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;

  ${({ $compact, theme }) =>
    $compact
      ? css`
          background: ${theme.colors.navyLight};
        `
      : css`
          position: absolute;
          top: 100%;
          left: 0;
          min-width: 16rem;
          max-width: calc(100vw - 2rem);

          /* The menu sits at the right of the header: the last entries open their panel leftwards,
             so a panel never leaves the window. */
          li:nth-last-child(-n + 2) > & {
            left: auto;
            right: 0;
          }
          background: ${theme.colors.background};
          border: 1px solid ${theme.colors.border};
          border-radius: 0 0 ${theme.radii.medium} ${theme.radii.medium};
          box-shadow: ${theme.shadows.card};
        `}

  &[hidden] {
    display: none;
  }

  a {
    display: block;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    color: ${({ $compact, theme }) => ($compact ? theme.colors.textOnDark : theme.colors.navy)};
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
    background: ${({ $compact, theme }) => ($compact ? theme.colors.navy : theme.colors.surface)};
  }

  ${({ theme }) => theme.media.upToMenu} {
    a {
      padding-left: ${({ theme }) => theme.space.xl};
    }
  }
`;

/**
 * The same page in English: a plain link (the English frame comes with the page). On phones it reads
 * "EN" (the rest of the word kept for screen readers), so the header keeps its two lines.
 */
export const LanguageLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-weight: 700;

  ${({ theme }) => theme.media.upToWidgets} {
    text-transform: uppercase;
    span span {
      ${visuallyHidden}
    }
  }
`;
