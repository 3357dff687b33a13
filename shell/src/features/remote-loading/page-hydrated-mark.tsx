import { useEffect } from 'react';

/**
 * Set on <html> once the page's own part has been hydrated (or rendered) in the browser: the page
 * answers from then on. End-to-end tests wait for it before acting, as a visitor's first action
 * comes after it.
 */
export const PAGE_HYDRATED_ATTRIBUTE = 'data-page-hydrated';

/**
 * Rendered beside the page inside its Suspense boundary: its effect runs when that boundary is
 * committed, which for a pre-rendered page is when React has hydrated it (the frame around it is
 * hydrated earlier, on its own). Renders nothing, so the HTML is the same on both sides.
 */
export function PageHydratedMark() {
  useEffect(() => {
    document.documentElement.setAttribute(PAGE_HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
