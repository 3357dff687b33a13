/** True when the visitor asked the system for less motion (read in effects only, never during render). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** Share of an element that must be visible to count as "in view". */
const IN_VIEW_THRESHOLD = 0.1;

/**
 * Calls `onVisible` once, when at least `threshold` of the element is visible. Returns the clean-up.
 * Without IntersectionObserver (old browsers) it calls at once.
 */
export function whenInView(
  element: Element,
  onVisible: () => void,
  threshold = IN_VIEW_THRESHOLD,
): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onVisible();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        onVisible();
      }
    },
    { threshold },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
