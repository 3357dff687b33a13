import type { PageKey } from '@mtdm/shared/routing';
import { EnglishPageView } from '../common/english-page-view';
import { collectionsContentEn } from '../features/collections/collections-content.en';

export const page: PageKey = 'collectionsEn';

export default function CollectionsEnPage() {
  return <EnglishPageView content={collectionsContentEn} />;
}
