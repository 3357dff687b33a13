import styled from 'styled-components';

/** The hours confirmed tours already take on the chosen day, said as the date changes. */
export const TakenHours = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};

  &:empty {
    display: none;
  }
`;
