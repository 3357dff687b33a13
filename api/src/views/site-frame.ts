// An answer of the server (the guided-tour request's) in the site's own frame: the live pre-rendered
// document of the form's page, its header, footer and styles kept, its page replaced by the answer,
// and no script (nothing to hydrate: the header's links and the footer work as plain links).
import { SCRIPT_HINTS_ELEMENT_ID } from '@mtdm/shared/routing';
import type { SafeHtml } from './html';

const ANSWER_STYLE = `<style>
.server-answer { max-width: 44rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; }
.server-answer .notice { padding: .75rem 1rem; border-radius: 6px; margin: 1rem 0; }
.server-answer .notice.error { background: #fdecea; color: #8a1c12; border: 1px solid #f5c2bd; }
.server-answer .notice.success { background: #e8f4ea; color: #1d5b2b; border: 1px solid #b9dcc0; }
.server-answer dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
.server-answer dt { font-weight: 700; }
.server-answer dd { margin: 0; white-space: pre-wrap; word-break: break-word; }
.server-answer form { display: grid; gap: .9rem; }
.server-answer label { display: grid; gap: .25rem; font-weight: 700; }
.server-answer .field-error { color: #8a1c12; font-weight: 400; }
.server-answer input, .server-answer textarea { font: inherit; padding: .5rem; border: 1px solid #5c6b7a; border-radius: 4px; }
.server-answer input[aria-invalid="true"] { border: 2px solid #8a1c12; }
.server-answer button, .server-answer .button { display: inline-block; font: inherit; font-weight: 700; padding: .6rem 1.4rem; border: 0; border-radius: 4px; background: #b3121f; color: #fff; cursor: pointer; text-decoration: none; }
.server-answer .button.secondary { background: #4a5866; }
.server-answer .actions { display: flex; gap: 1rem; flex-wrap: wrap; margin-top: 1.5rem; }
.server-answer :focus-visible { outline: 3px solid #0b2545; outline-offset: 2px; }
</style>`;

/** The start-up scripts' template (page-document.ts) and any preload: the answer page runs no code. */
const HELD_SCRIPTS_OR_PRELOAD = new RegExp(
  `<template id="${SCRIPT_HINTS_ELEMENT_ID}">[\\s\\S]*?</template>|<link rel="preload"[^>]*>`,
  'g',
);

const escapeText = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The frame around `content`, or undefined when `frame` is not a document this can read. */
export function inSiteFrame(frame: string, title: string, content: SafeHtml): string | undefined {
  const main = /(<main id="contenu"[^>]*>)[\s\S]*?(<\/main>)/.exec(frame);
  if (!main) return undefined;
  return frame
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(HELD_SCRIPTS_OR_PRELOAD, '')
    .replace(/<link rel="(?:canonical|alternate)"[^>]*>/g, '')
    .replace(/<meta (?:property="og:[^"]*"|name="description")[^>]*>/g, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)} – Musée des Troupes de Marine</title>`)
    .replace('</head>', `<meta name="robots" content="noindex">${ANSWER_STYLE}</head>`)
    .replace(main[0], () => `${main[1]}<div class="server-answer">${content.html}</div>${main[2]}`);
}
