import type { PageKey } from '@mtdm/shared/routing';
import { useSiteDetails } from '@mtdm/shared/ui';
import { practicalInfoContentEn } from '../features/practical-info/practical-info-content.en';
import { EnglishPageView } from '../common/english-page-view';

export const page: PageKey = 'practicalInfoEn';

/** The hours and address come from the published practical facts, as on the French page. */
export default function PracticalInfoEnPage() {
  return <EnglishPageView content={practicalInfoContentEn(useSiteDetails())} />;
}
