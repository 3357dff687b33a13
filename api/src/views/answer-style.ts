// The one stylesheet of the pages the server writes itself (sign-in, links, answers), drawn from the
// site's theme: no colour of its own. The same rules serve a page of its own (`page`) and an answer
// set in the site's frame (`inSiteFrame`), scoped to the answer there.
import { PRINT_IN_INK, theme } from '@mtdm/shared/design-tokens';

const { colors, fonts, radii, shadows } = theme;
/** A light wash of a theme colour, for a notice's background and border. */
const wash = (colour: string, percent: number) =>
  `color-mix(in srgb, ${colour} ${percent}%, ${colors.background})`;

const ANSWER_RULES: ReadonlyArray<readonly [selector: string, rules: string]> = [
  ['.notice', `padding: .75rem 1rem; border-radius: ${radii.medium}; margin: 1rem 0;`],
  [
    '.notice.error',
    `background: ${wash(colors.error, 8)}; color: ${colors.error}; border: 1px solid ${wash(colors.error, 30)};`,
  ],
  [
    '.notice.success',
    `background: ${wash(colors.success, 8)}; color: ${colors.success}; border: 1px solid ${wash(colors.success, 30)};`,
  ],
  ['dl', 'display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem;'],
  ['dt', 'font-weight: 700;'],
  ['dd', 'margin: 0; white-space: pre-wrap; word-break: break-word;'],
  ['form', 'display: grid; gap: .9rem;'],
  ['label', 'display: grid; gap: .25rem; font-weight: 700;'],
  ['.field-error', `color: ${colors.error}; font-weight: 400;`],
  [
    'input, textarea',
    `font: inherit; padding: .5rem; border: 1px solid ${colors.textMuted}; border-radius: ${radii.small};`,
  ],
  ['input[aria-invalid="true"]', `border: 2px solid ${colors.error};`],
  [
    'button, .button',
    `display: inline-block; font: inherit; font-weight: 700; padding: .6rem 1.4rem; border: 0; border-radius: ${radii.small}; background: ${colors.red}; color: ${colors.textOnDark}; cursor: pointer; text-decoration: none;`,
  ],
  ['button.secondary, .button.secondary', `background: ${colors.textMuted};`],
  ['.actions', 'display: flex; gap: 1rem; flex-wrap: wrap; margin-top: 1.5rem;'],
  [':focus-visible', `outline: 3px solid ${colors.focus}; outline-offset: 2px;`],
];

/** The answer's rules, each selector under `scope` ('' for a page of its own). */
function answerRules(scope = ''): string {
  const scoped = (selector: string) =>
    selector
      .split(',')
      .map((one) => (scope ? `${scope} ${one.trim()}` : one.trim()))
      .join(', ');
  return ANSWER_RULES.map(([selector, rules]) => `${scoped(selector)} { ${rules} }`).join('\n');
}

/** A page of its own: the site's colours and fonts around the answer's rules. */
export const PAGE_STYLE = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; font-family: ${fonts.body}; color: ${colors.text}; background: ${colors.surface}; line-height: 1.5; }
header { background: ${colors.navy}; color: ${colors.textOnDark}; padding: 1rem 1.5rem; }
header a { color: ${colors.textOnDark}; text-decoration: none; font-weight: 700; }
main { max-width: 44rem; margin: 2rem auto; padding: 2rem; background: ${colors.background}; border-radius: ${radii.medium}; box-shadow: ${shadows.card}; }
h1 { color: ${colors.navy}; margin-top: 0; font-family: ${fonts.heading}; }
footer { text-align: center; font-size: .9rem; color: ${colors.textMuted}; padding: 1rem; }
${answerRules()}
${PRINT_IN_INK}
`;

/** An answer inside the site's frame: the frame's own styles, and the answer's rules scoped to it. */
export const FRAMED_ANSWER_STYLE = `.server-answer { max-width: 44rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; }
${answerRules('.server-answer')}`;
