import styled, { css } from 'styled-components';

/** Form building blocks of the shop (labels above fields, 44 px targets, visible invalid state). */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Label = styled.label`
  font-weight: 600;
`;

const control = css`
  min-height: 44px;
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.error};
  }
`;

export const Input = styled.input`
  ${control}
`;

export const Select = styled.select`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  min-height: 6rem;
  resize: vertical;
`;

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

export const ErrorMessage = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.error};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

export const StatusMessage = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.navy};
  font-weight: 600;
`;
