import styled from 'styled-components';

/** The results the server or the browser writes as HTML (results-html.ts): headings, lists, links. */
export const ResultsArea = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};

  section {
    margin-top: ${({ theme }) => theme.space.lg};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space.xs} 0;
    font-weight: 700;
  }
  span {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
  li p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    max-width: 46rem;
  }
`;
