import styled from 'styled-components';

/** The opened search: a line of its own under the header's first line. */
export const Panel = styled.div`
  order: 10;
  flex-basis: 100%;
  padding: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.md}`};

  label {
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

/** The suggestions, in the page's flow under the field: never off the screen, scrolled when long. */
export const Listbox = styled.div`
  max-height: min(60vh, 28rem);
  overflow-y: auto;
  margin-top: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.card};

  &[hidden] {
    display: none;
  }
`;

export const GroupLabel = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.xs}`};
  color: ${({ theme }) => theme.colors.red};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const Option = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0 ${({ theme }) => theme.space.md};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  cursor: pointer;

  strong {
    color: ${({ theme }) => theme.colors.navy};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }

  &:hover,
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surface};
    outline: 2px solid ${({ theme }) => theme.colors.navy};
    outline-offset: -2px;
  }
`;

export const Status = styled.div`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;
