export { NewsCard, newsDocument } from './news-card';
export type { NewsCardProps } from './news-card';
export { NewsYearAccordion } from './news-year-accordion';
export type { NewsYearAccordionProps } from './news-year-accordion';
export { FrenchDateTime } from './french-date-time';
