// DOM-free, so the api's tests may read it as well as the screens'.

/**
 * A French text with its narrow and non-breaking spaces (before « : ; ? ! », inside « », between
 * thousands) read as plain ones, so a test can name the words as it would type them.
 */
export const plainSpaces = (text: string | null | undefined): string =>
  (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
