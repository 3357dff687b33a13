import { use } from 'react';
import {
  knownCollection,
  loadCollection,
  siteDetailsOf,
  type ContentCollection,
  type SiteContent,
  type SiteDetails,
} from '../../content';

/**
 * A collection of the published content: the one the page was rendered with, or, after a navigation
 * to a page that needs another one, fetched from the live release (the page suspends meanwhile).
 */
export function useContent<K extends ContentCollection>(name: K): SiteContent[K] {
  return knownCollection(name) ?? use(loadCollection(name));
}

/** The practical facts and the association's details, as every page shows them. */
export function useSiteDetails(): SiteDetails {
  return siteDetailsOf(useContent('practical'), useContent('association'));
}
