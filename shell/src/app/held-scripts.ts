import { SCRIPT_HINTS_ELEMENT_ID } from '@mtdm/shared/routing';

/**
 * Starts the download of the page's start-up scripts, all at once: their preload links wait in a
 * <template> of the pre-rendered document (never fetched there) and are moved into the head. Called
 * once the visitor sees the page (index.ts); the start-up steps then find each script already on its
 * way. A document without the template (the shell's own index.html) has nothing to start.
 */
export function fetchHeldScripts(document: Document): void {
  const held = document.getElementById(SCRIPT_HINTS_ELEMENT_ID);
  if (!(held instanceof HTMLTemplateElement)) return;
  held.replaceWith(document.importNode(held.content, true));
}
