import { useTheme } from 'styled-components';

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
