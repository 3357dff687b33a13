import type { PageKey } from '@mtdm/shared/routing';
import { EnglishPageView } from '../features/visit-in-english/english-page-view';
import { collectionsContentEn } from '../features/collections/collections-content.en';

export const page: PageKey = 'collectionsEn';

export default function CollectionsEnPage() {
  return <EnglishPageView content={collectionsContentEn} />;
}
