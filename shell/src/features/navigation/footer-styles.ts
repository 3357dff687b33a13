import styled from 'styled-components';

export const CookieButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.textOnDark};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
