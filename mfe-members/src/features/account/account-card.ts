import styled from 'styled-components';

/** One part of the member's page (their memberships, the renewal, their details…), under its heading. */
export const AccountCard = styled.section`
  max-width: 46rem;
  margin-block: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
`;
