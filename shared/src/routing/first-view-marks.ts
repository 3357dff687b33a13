// What a pre-rendered document marks for the shell's first view (shell/src/app/first-view.ts and
// held-scripts.ts): the page is shown before any script is fetched or run, so no download or task
// of the site's code competes with it (docs/performance.md, « Les scripts demandés à la première vue »).

/**
 * The element that holds the start-up scripts' preload links: a <template>, whose content the
 * browser does not fetch. The shell moves them into the head once the visitor sees the page.
 */
export const SCRIPT_HINTS_ELEMENT_ID = 'mtdm-script-hints';

/**
 * The `elementtiming` name of a page's lead picture: the browser reports when it has shown it on
 * screen (Element Timing), the moment the shell waits for on a page that has one.
 */
export const LEAD_PICTURE_TIMING = 'lead-picture';
