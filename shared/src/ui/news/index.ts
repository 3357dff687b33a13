export { NewsCard, newsDocument } from './news-card';
export type { NewsCardProps } from './news-card';
