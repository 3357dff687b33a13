import { Link } from '@mtdm/shared/router';
import styled, { css } from 'styled-components';

type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonStyleProps {
  /** primary: red call to action; secondary: navy outline; ghost: text-like, for icons and small actions. */
  readonly $variant?: ButtonVariant;
  /** Takes the full width of its container (forms, narrow screens). */
  readonly $fullWidth?: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.red};
    color: ${({ theme }) => theme.colors.textOnDark};
    border-color: ${({ theme }) => theme.colors.red};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.redDark};
      border-color: ${({ theme }) => theme.colors.redDark};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.navy};
    border-color: ${({ theme }) => theme.colors.navy};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surface};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.navy};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surface};
    }
  `,
};

const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.small};
  font: inherit;
  font-weight: 700;
  line-height: 1.2;
  cursor: pointer;
  ${({ $variant = 'primary' }) => variants[$variant]}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** The site's button. A native <button> (type defaults to "button" to avoid accidental submits). */
export const Button = styled.button.attrs<ButtonStyleProps>(({ type }) => ({
  type: type ?? 'button',
}))<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A link inside the site that looks like a button (a call to action that leads to a page). */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  text-decoration: none;
`;

/**
 * A plain link that looks like a button: an address the router does not handle (a file to download,
 * an api route, another site). Inside the site, use ButtonLink.
 */
export const ButtonAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
  text-decoration: none;
`;

/** A round 44 px button holding only an icon (arrows of lists and calendars); name it with aria-label. */
export const RoundIconButton = styled.button.attrs(({ type }) => ({ type: type ?? 'button' }))`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 2px solid ${({ theme }) => theme.colors.navy};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.navy};
  font-size: 1.25rem;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surface};
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;
