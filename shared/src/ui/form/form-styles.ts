import styled, { css } from 'styled-components';

/** Building blocks of every form of the site: labels above fields, 44 px targets, visible invalid state. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const Label = styled.label`
  font-weight: 700;
`;

export const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/** "(facultatif)" after the label of an optional field. */
export const OptionalMark = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
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
  &:disabled {
    background: ${({ theme }) => theme.colors.surface};
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

/** The error box of a form (one message for the whole form), or an error of one field. */
export const ErrorMessage = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.error};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.error};
  font-weight: 700;
`;

export const FieldErrorText = styled.span`
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 700;
`;

export const StatusMessage = styled.p<{ $tone?: 'info' | 'success' }>`
  margin: 0;
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.navy)};
  font-weight: 700;
`;

/** A group of radio buttons or checkboxes, with its question as legend. */
export const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: 700;
  }
`;

/** One radio button or checkbox with its label beside it (44 px tall target). */
export const ChoiceRow = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  margin-right: ${({ theme }) => theme.space.lg};
  cursor: pointer;

  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.navy};
  }
  input[aria-invalid='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.error};
    outline-offset: 2px;
  }
`;

/** Fields side by side when there is room, one per line on a phone. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 230px), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

/** A vertical form with even spacing (FormStack, in form-message.tsx, adds what its fields read). */
export const FormStackStyle = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;
