// The published content as pages read it (browser-safe: no schema, no file access). The schemas are
// @mtdm/shared/content/schemas; reading and checking the content folder, @mtdm/shared/content/files.
export {
  CONTENT_ELEMENT_ID,
  contentMediaUrl,
  publishContent,
  knownCollection,
  loadCollection,
  renderWithContent,
  serializePageContent,
  publishPageContent,
} from './store';
export { collectionsOfPage, pagesShowing, CONTENT_COLLECTIONS } from './pages-content';
export { contentImageSources, isPhotograph, PHOTOGRAPH_WIDTHS } from './photographs';
export { siteDetailsOf, frenchHour, NOT_GIVEN_YET } from './site-details';
export { missingDetailsOf } from './missing-details';
export { visitSlotField, visitSlotProblem, type VisitSlotProblem } from './opening-calendar';
export { visitSlotMessage } from './visit-slot-messages';
export { englishVisitSlotMessage } from './visit-slot-messages.en';
export type { SiteDetails } from './site-details';
export type { NewsItem, Product, AssociationDetails, SiteContent, ContentCollection } from './types';
