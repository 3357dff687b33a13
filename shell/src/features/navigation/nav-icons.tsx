/** Small decorative icons of the header. They are aria-hidden: every control carries its own text. */

export function AnchorMark() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <circle cx="12" cy="4.5" r="2" />
      <path
        d="M12 6.5v14M8 10h8M4.5 13.5a7.5 7.5 0 0 0 15 0M4.5 13.5l-1.5 1.5M19.5 13.5l1.5 1.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function ChevronIcon() {
  return (
    <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M1.5 4 6 8.5 10.5 4z" />
    </svg>
  );
}

export function BurgerIcon({ open }: { readonly open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}
