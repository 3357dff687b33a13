import type { PageKey } from '@mtdm/shared/routing';
import { EnglishPageView } from '../common/english-page-view';
import { homeContentEn } from '../features/home/home-content.en';

export const page: PageKey = 'homeEn';

export default function HomeEnPage() {
  return <EnglishPageView content={homeContentEn} />;
}
