// An answer of the server (the guided-tour request's) in the site's own frame: the live pre-rendered
// document of the form's page, its header, footer and styles kept, its page replaced by the answer,
// and no script (nothing to hydrate: the header's links and the footer work as plain links).
import { SCRIPT_HINTS_ELEMENT_ID } from '@mtdm/shared/routing';
import { FRAMED_ANSWER_STYLE } from './answer-style';
import { withHeadTags } from './document-splices';
import { escapeHtml, type SafeHtml } from './html';

/** The start-up scripts' template (page-document.ts) and any preload: the answer page runs no code. */
const HELD_SCRIPTS_OR_PRELOAD = new RegExp(
  `<template id="${SCRIPT_HINTS_ELEMENT_ID}">[\\s\\S]*?</template>|<link rel="preload"[^>]*>`,
  'g',
);

/** What an answer's frame drops: scripts, the start-up template, preloads, and what names the page. */
const DROPPED = [
  /<script\b[\s\S]*?<\/script>/g,
  HELD_SCRIPTS_OR_PRELOAD,
  /<link rel="(?:canonical|alternate)"[^>]*>/g,
  /<meta (?:property="og:[^"]*"|name="description")[^>]*>/g,
];
/** The page inside the frame: its opening tag, what it holds, its closing tag. */
const PAGE = /(<main id="contenu"[^>]*>)[\s\S]*?(<\/main>)/;

/**
 * The frame around `content`, or undefined when `frame` is not a document this can read. The one
 * place the server rewrites a pre-rendered page: what it drops first, then the title, the head's
 * additions and the page itself, each given as a function (no `$&` in a text is read as a pattern).
 */
export function inSiteFrame(frame: string, title: string, content: SafeHtml): string | undefined {
  const kept = DROPPED.reduce((document, pattern) => document.replace(pattern, ''), frame);
  if (!PAGE.test(kept)) return undefined;
  const titled = kept.replace(
    /<title>[^<]*<\/title>/,
    () => `<title>${escapeHtml(title)} – Musée des Troupes de Marine</title>`,
  );
  return withHeadTags(
    titled,
    `<meta name="robots" content="noindex"><style>${FRAMED_ANSWER_STYLE}</style>`,
  ).replace(
    PAGE,
    (_page, open: string, close: string) => `${open}<div class="server-answer">${content.html}</div>${close}`,
  );
}
