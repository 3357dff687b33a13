// A pre-rendered page: the shell's index.html with the page's head, hints, styles and rendered
// content, and the shell's start-up code moved inline after the content.

import { REMOTE_ENTRY_ATTRIBUTE } from '@mtdm/shared/federation';
import { SCRIPT_HINTS_ELEMENT_ID } from '@mtdm/shared/routing';
import type { InlineRemoteEntry } from '../page-scripts';

const VOID_ELEMENT = /^(?:area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/i;
const EMPTY_BOOLEAN_ATTRIBUTE =
  /(\s(?:allowfullscreen|async|autofocus|autoplay|checked|controls|default|defer|disabled|formnovalidate|hidden|inert|loop|multiple|muted|novalidate|open|playsinline|readonly|required|reversed|selected))=""/g;
const ENTRY_TAG = /<script defer(?:="")? src="?\/main\.js"?><\/script>/;

export const scriptHint = (href: string) => `<link rel="preload" href="${href}" as="script">`;

/**
 * The start-up scripts' preloads, held in a <template> (never fetched by the browser) until the shell
 * has shown the page: a download that competes with the first view would delay it.
 */
const heldScriptHints = (hints: readonly string[]) =>
  hints.length > 0 ? `<template id="${SCRIPT_HINTS_ELEMENT_ID}">${hints.join('')}</template>` : '';

/** React puts the preloads it asks for (e.g. the hero image) first: they belong in the head. */
function splitLeadingLinks(html: string): { links: string; body: string } {
  const match = /^(?:<link [^>]*\/?>)+/.exec(html);
  const links = match ? match[0] : '';
  return {
    // An image preload names its candidates in imagesrcset; href (the first one) is there for HTML
    // validity and for browsers that do not read imagesrcset.
    links: links.replace(/<link (?![^>]*href=)([^>]*imageSrcSet="([^" ]+)[^>]*)>/g, '<link href="$2" $1>'),
    body: html.slice(links.length),
  };
}

/**
 * React's markup written the way html-validate's recommended rules ask (it parses to the same DOM,
 * so hydration is unaffected): the doctype in capitals, lower-case attribute names (srcSet → srcset),
 * boolean attributes without a value (hidden="" → hidden), void elements without a closing slash.
 */
function normaliseMarkup(html: string): string {
  return html
    .replace(/^<!doctype html>/i, '<!DOCTYPE html>')
    .replace(/<([a-z][a-z0-9-]*)([\s/][^<>]*)?>/gi, (_tag, name: string, attributes: string = '') => {
      const normalised = attributes
        .replace(
          /(\s)([a-zA-Z][a-zA-Z0-9:-]*)(?==")/g,
          (_all, space: string, attribute: string) => space + attribute.toLowerCase(),
        )
        .replace(EMPTY_BOOLEAN_ATTRIBUTE, '$1');
      const voidElement = VOID_ELEMENT.test(name);
      return `<${name}${voidElement ? normalised.replace(/\s*\/$/, '') : normalised}>`;
    });
}

export interface RenderedRoute {
  /** The content of the root element. */
  readonly html: string;
  /** The day it was rendered on ('2026-11-23'), for the browser's first render (data-rendered-on). */
  readonly renderedOn?: string;
  /** The <style> elements of every styled component the render used. */
  readonly styleTags: string;
}

export interface DocumentParts {
  readonly headTags: string;
  readonly hints: readonly string[];
  readonly rendered: RenderedRoute;
  /** The content the page was rendered with, read before it is hydrated (a JSON block, never run). */
  readonly contentBlock?: string;
  /** The shell's start-up code (main.js), written inline after the content. */
  readonly entryScript: string;
  /** The remote entry of the page's module, written inline after main.js (whose runtime it joins). */
  readonly remoteEntry?: InlineRemoteEntry;
  readonly lang?: string;
}

/** An inline remote entry: its address tells the module where its chunks are, and the shell that it is loaded. */
const remoteEntryScript = (entry: InlineRemoteEntry | undefined) =>
  entry ? `<script ${REMOTE_ENTRY_ATTRIBUTE}="${entry.address}">${entry.code}</script>` : '';

/** The shell's index.html (`template`) made into the page's document. */
export function composeDocument(
  template: string,
  { headTags, hints, rendered, contentBlock = '', entryScript, remoteEntry, lang = 'fr' }: DocumentParts,
): string {
  const { links, body } = splitLeadingLinks(rendered.html);
  if (!ENTRY_TAG.test(template)) throw new Error('index.html du shell sans <script defer src="/main.js">');
  const withHead = template
    .replace('<html lang="fr">', `<html lang="${lang}">`)
    .replace(ENTRY_TAG, '')
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="?description"? content="[^"]*">/, '')
    .replace('</head>', `${headTags}${links}${heldScriptHints(hints)}${rendered.styleTags}</head>`)
    .replace(/<noscript>.*?<\/noscript>/s, '');
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(withHead)) throw new Error('index.html du shell sans <div id="root"></div>');
  const day = rendered.renderedOn ? ` data-rendered-on="${rendered.renderedOn}"` : '';
  // The script after the markup is not normalised (its code is not markup), and given as a function:
  // `$&` or `$'` in the code are not replacement patterns.
  return normaliseMarkup(withHead.replace(root, () => `<div id="root"${day}>${body}</div>`)).replace(
    '</body>',
    () => `${contentBlock}<script>${entryScript}</script>${remoteEntryScript(remoteEntry)}</body>`,
  );
}
