import styled from 'styled-components';

export const HeaderBar = styled.header`
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.textOnDark};

  a {
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

export const HeaderInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Brand = styled.a`
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
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover,
  a[aria-current='page'] {
    text-decoration: underline;
  }
`;

export const FooterBar = styled.footer`
  margin-top: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.textOnDark};

  a {
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

export const FooterInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.lg}`};
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.gold};
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
  p {
    grid-column: 1 / -1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
`;
