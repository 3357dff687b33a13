// The published content as pages read it (browser-safe: no schema, no file access). The schemas are
// @mtdm/shared/content/schemas; reading and checking the content folder, @mtdm/shared/content/files.
export {
  CONTENT_ELEMENT_ID,
  CONTENT_FILES_PATH,
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
// Today in Paris is a date rule of news/paris-time; the content's callers find it here too.
export { parisToday } from '../news/paris-time';
export {
  bookableDays,
  tourProblem,
  tourEnd,
  tourProblemField,
  type TourProblem,
  type TourRules,
} from './tour-booking';
export { COLLECTION_OBJECTS } from './collection-objects';
export { textParagraphs } from './paragraphs';
export { openingNow } from './opening-now';
export { openingNowSentence } from './opening-now-texts';
export { tourMessage } from './tour-messages';
export { englishTourMessage } from './tour-messages.en';
export type { SiteDetails } from './site-details';
export type {
  NewsItem,
  Product,
  CollectionObjectEntry,
  AssociationDetails,
  PracticalInfo,
  SiteContent,
  ContentCollection,
} from './types';
