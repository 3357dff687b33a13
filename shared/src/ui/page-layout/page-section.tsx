import styled from 'styled-components';
import { clearOfQuickLinks } from './clear-of-quick-links';

/** The width-limited column every page renders its content in. */
export const PageSection = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  ${({ theme }) => clearOfQuickLinks(theme.space.md)}
`;
