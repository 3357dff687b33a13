import styled from 'styled-components';

/** The column of a form page: readable width, the form on a light card. */
export const FormCard = styled.div`
  max-width: 52rem;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const Lead = styled.p`
  max-width: 52rem;
  font-size: ${({ theme }) => theme.fontSizes.large};
`;

export const RequiredNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/** Paragraphs at a comfortable reading width. */
export const Prose = styled.div`
  max-width: 52rem;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** A highlighted block of information before a form (fees, tax reduction). */
export const InfoBox = styled.section`
  max-width: 52rem;
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border-left: 6px solid ${({ theme }) => theme.colors.gold};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin-top: 0;
  }
  address {
    font-style: normal;
    font-weight: 700;
  }
`;
