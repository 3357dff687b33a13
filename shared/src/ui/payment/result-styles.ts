import styled from 'styled-components';

export const ResultCard = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;

  svg {
    display: block;
    margin: 0 auto ${({ theme }) => theme.space.md};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

/** The error sign and its message, side by side: the sign belongs to the message, not to the title. */
export const ErrorBlock = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};

  && svg {
    flex: none;
    width: 2rem;
    height: 2rem;
    margin: 0;
  }
  && p {
    margin: 0;
  }
`;

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-weight: 700;
`;

export const BackLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 700;
`;

/** The documents a confirmed payment gives (tax receipt, attestation): one button-like link each. */
export const DocumentLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
`;
