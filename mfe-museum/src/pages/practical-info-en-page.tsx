import type { PageKey } from '@mtdm/shared/routing';
import { useContent, useSiteDetails } from '@mtdm/shared/ui';
import { practicalInfoContentEn } from '../features/practical-info/practical-info-content.en';
import { EnglishPageView } from '../common/english-page-view';
import { OpeningToday } from '../features/practical-info/opening-today';

export const page: PageKey = 'practicalInfoEn';

/** The hours and address come from the published practical facts, as on the French page. */
export default function PracticalInfoEnPage() {
  return (
    <EnglishPageView
      content={practicalInfoContentEn(useSiteDetails(), useContent('practical'))}
      status={<OpeningToday language="en" />}
    />
  );
}
