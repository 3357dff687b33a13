import styled from 'styled-components';

export const MAIN_CONTENT_ID = 'contenu';

const Link = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndex.modal};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.textOnDark};
  &:focus {
    top: ${({ theme }) => theme.space.sm};
  }
`;

/** First focusable element of every page: jumps over the menu to the page content. */
export function SkipLink({ label = 'Aller au contenu' }: { readonly label?: string }) {
  return <Link href={`#${MAIN_CONTENT_ID}`}>{label}</Link>;
}
