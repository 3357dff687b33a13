import type { PageKey } from '@mtdm/shared/routing';
import { EnglishPageView } from '../common/english-page-view';
import { museumInBriefContentEn } from '../features/museum-in-brief/museum-in-brief-content.en';

export const page: PageKey = 'museumInBriefEn';

export default function MuseumInBriefEnPage() {
  return <EnglishPageView content={museumInBriefContentEn} />;
}
