// What a pre-rendered document marks for the shell's first view (shell/src/app/held-scripts.ts):
// the page is shown before any script is fetched or run, so no download or task
// of the site's code competes with it (docs/performance.md, « Les scripts demandés à la première vue »).

/**
 * The element that holds the start-up scripts' preload links: a <template>, whose content the
 * browser does not fetch. The shell moves them into the head once the visitor sees the page.
 */
export const SCRIPT_HINTS_ELEMENT_ID = 'mtdm-script-hints';
