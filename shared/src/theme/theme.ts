/**
 * The one typed theme of the site. Every colour used by any module comes from here.
 * Contrast ratios were checked against WCAG 2.1 AA (4.5:1 for text) on their usual backgrounds.
 */
export const theme = {
  colors: {
    /** Bleu marine of the troupes de marine: headers, links on light backgrounds. */
    navy: '#0b2545',
    navyLight: '#13315c',
    /** Rouge garance accent: buttons, the anchor motif. */
    red: '#a4161a',
    redDark: '#7f1013',
    gold: '#d4a72c',
    text: '#1b1b1b',
    textMuted: '#4a4f57',
    textOnDark: '#ffffff',
    background: '#ffffff',
    surface: '#f4f1ea',
    border: '#c9c3b6',
    focus: '#ffbf47',
    success: '#1e6b34',
    error: '#b00020',
    overlay: 'rgba(11, 37, 69, 0.72)',
  },
  /** Text is set in two weights only, 400 and 700 (a third cost the first layout a font of its own). */
  fonts: {
    body: "'Source Sans 3', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "Georgia, 'Times New Roman', serif",
  },
  fontSizes: {
    small: '0.875rem',
    body: '1rem',
    large: '1.25rem',
    h1: 'clamp(1.75rem, 4vw, 2.5rem)',
    h2: 'clamp(1.4rem, 3vw, 1.9rem)',
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem' },
  radii: { small: '4px', medium: '8px', round: '999px' },
  shadows: {
    card: '0 2px 8px rgba(0, 0, 0, 0.12)',
    floating: '0 4px 14px rgba(0, 0, 0, 0.25)',
  },
  /** Breakpoints (docs/business-rules.md): menu at 1024 px, PDF viewer and widgets at 768 px. */
  breakpoints: { menu: 1024, widgets: 768 },
  media: {
    /** Wider than the menu breakpoint: submenus on hover. */
    aboveMenu: '@media (min-width: 1025px)',
    /** At the menu breakpoint or below: hamburger, submenus on click. */
    upToMenu: '@media (max-width: 1024px)',
    aboveWidgets: '@media (min-width: 769px)',
    upToWidgets: '@media (max-width: 768px)',
  },
  layout: { maxWidth: '1200px', headerHeight: '72px' },
  zIndex: { header: 100, widgets: 200, banner: 300, modal: 400 },
} as const;

export type AppTheme = typeof theme;

/** Marks a part of a page that is a tool of the screen (a conference's booking), left out of print. */
export const SCREEN_ONLY_MARK = { 'data-screen-only': '' } as const;
export const SCREEN_ONLY_SELECTOR = '[data-screen-only]';

/**
 * What a printed page of the site is: ink on white (a printer leaves backgrounds out, and the light
 * text on dark bars and buttons would go with them), headings kept with what follows, the screen's
 * tools left out. The same rules in the site's global style and in the pages the server writes itself.
 */
export const PRINT_IN_INK = `@media print {
  ${SCREEN_ONLY_SELECTOR} { display: none !important; }
  *, *::before, *::after { background: transparent !important; color: ${theme.colors.text} !important; box-shadow: none !important; text-shadow: none !important; }
  h1, h2, h3, h4 { break-after: avoid; }
  img, svg, figure, tr, li { break-inside: avoid; }
}`;
