// The newsletter's sign-up, written once for the footer's form and the server: where it posts, the
// pages its links open, and the consent a visitor gives (its words are kept with each sign-up).

/** How long the link that confirms a sign-up serves; a sign-up never confirmed is then forgotten. */
export const NEWSLETTER_CONFIRM_DAYS = 7;

export const NEWSLETTER_PATHS = {
  /** The footer's form posts here (urlencoded: email, consent version; the honeypot). */
  subscribe: '/api/lettre',
  /** Where the browser is sent once a sign-up is stored: « check your mail ». */
  subscribed: '/lettre/inscription',
  /** The confirmation link's page (a button), and where its button posts. */
  confirm: '/lettre/confirmer',
  /** Every newsletter's unsubscribe link: a page with a button; also the one-click address. */
  unsubscribe: '/lettre/desinscription',
} as const;

/**
 * What a visitor agrees to by signing up, as the footer shows it. A new wording takes a new version:
 * each sign-up keeps the version and the words it was given.
 */
export const NEWSLETTER_CONSENT = {
  version: '2026-12-01',
  text: 'En vous inscrivant, vous acceptez de recevoir par courriel la lettre d’information du musée et de l’association, quelques fois par an. Un courriel vous demande d’abord de confirmer ; chaque lettre contient un lien pour vous désabonner.',
} as const;
