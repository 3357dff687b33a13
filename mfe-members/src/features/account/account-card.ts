import styled from 'styled-components';

/** One part of the member's page (their memberships, the renewal, their details…), under its heading. */
export const AccountCard = styled.section`
  max-width: 46rem;
  margin-block: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/** What a card says of one membership or one donation: each fact's name beside its value. */
export const AccountFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};

  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;
