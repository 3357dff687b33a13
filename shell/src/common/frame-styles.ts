import styled from 'styled-components';

// The bars of the frame, the same in French and in English: the header's and the footer's, the
// footer's columns of links and its last line. On paper, a bar keeps only what names the site (the
// header's brand, the footer's last line), in ink (the theme's global style); what is used on a
// screen only (menus, search, quick links, the newsletter) is not printed: the bars' own parts by the
// rules below, the frame's other tools by SCREEN_ONLY_MARK (@mtdm/shared/design-tokens).

export const HeaderBar = styled.header`
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.textOnDark};
`;

export const HeaderInner = styled.div`
  position: relative;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  /* Printed, the brand (always first) alone: menus, search and language are for the screen. */
  @media print {
    & > :not(:first-child) {
      display: none !important;
    }
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

  /* Printed, the last line alone (the site, its legal pages): the columns of links and the newsletter are for the screen. */
  @media print {
    padding-top: 0;
    & > :not(:last-child) {
      display: none !important;
    }
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

export const ColumnTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.gold};
  font-size: ${({ theme }) => theme.fontSizes.large};
`;

export const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

export const LegalRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.navyLight};
  font-size: ${({ theme }) => theme.fontSizes.small};

  p {
    margin: 0;
    flex: 1 1 20rem;
  }
`;
