export { NewsCard, newsDocument } from './news-card';
export { NewsYearAccordion } from './news-year-accordion';
export { FrenchDateTime } from './french-date-time';
