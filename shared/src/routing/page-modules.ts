import type { PageKey } from './pages';

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/** The page file of a page in its module: 'museumInBrief' → 'museum-in-brief-page.tsx'. */
export function pageFileOf(page: PageKey): string {
  return `${kebab(page)}-page.tsx`;
}

/**
 * The module a remote exposes for a page: 'museumInBrief' → './MuseumInBriefPage' (the build exposes
 * each src/pages/<name>-page.tsx under its PascalCase name, so the two always agree).
 */
export function exposedModuleOf(page: PageKey): string {
  return `./${pascal(page)}Page`;
}
