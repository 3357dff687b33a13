import styled, { keyframes, useTheme } from 'styled-components';

/** Decorative icons of the result pages (the text says the same thing). */
export function SuccessIcon() {
  const theme = useTheme();
  return (
    <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <circle cx="28" cy="28" r="26" fill={theme.colors.success} />
      <path
        d="M16 29l8 8 16-17"
        fill="none"
        stroke={theme.colors.textOnDark}
        strokeWidth="5"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function ErrorIcon() {
  const theme = useTheme();
  return (
    <svg
      width="56"
      height="56"
      viewBox="0 0 56 56"
      aria-hidden="true"
      focusable="false"
      data-testid="error-icon"
    >
      <circle cx="28" cy="28" r="26" fill={theme.colors.error} />
      <path
        d="M19 19l18 18M37 19L19 37"
        stroke={theme.colors.textOnDark}
        strokeWidth="5"
        strokeLinecap="round"
      />
    </svg>
  );
}

const turn = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const Spinner = styled.svg`
  animation: ${turn} 1.2s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** The neutral sign of a payment being checked: neither success nor failure yet. */
export function ProgressIcon() {
  const theme = useTheme();
  return (
    <Spinner
      width="56"
      height="56"
      viewBox="0 0 56 56"
      aria-hidden="true"
      focusable="false"
      data-testid="progress-icon"
    >
      <circle cx="28" cy="28" r="24" fill="none" stroke={theme.colors.border} strokeWidth="5" />
      <path
        d="M28 4a24 24 0 0 1 24 24"
        fill="none"
        stroke={theme.colors.navy}
        strokeWidth="5"
        strokeLinecap="round"
      />
    </Spinner>
  );
}
