import styled from 'styled-components';

// What only the English header has; its bar and the footer's are the frame's (common/frame-styles.ts).

export const Brand = styled.a`
  color: ${({ theme }) => theme.colors.textOnDark};
  padding: ${({ theme }) => theme.space.sm} 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.large};
  text-decoration: none;
`;

/** The English menu: a line of links, wrapped on narrow screens (no submenu to open). */
export const MenuList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space.xs};
  list-style: none;

  a {
    color: ${({ theme }) => theme.colors.textOnDark};
    display: inline-flex;
    align-items: center;
    gap: 0.35em;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    font-weight: 700;
    text-decoration: none;
  }
  a:hover,
  a[aria-current='page'] {
    text-decoration: underline;
  }
`;
