import type { PageKey } from '@mtdm/shared/routing';
import { EnglishPageView } from '../common/english-page-view';
import { archiveCentreContentEn } from '../features/archive-centre/archive-centre-content.en';

export const page: PageKey = 'archiveCentreEn';

export default function ArchiveCentreEnPage() {
  return <EnglishPageView content={archiveCentreContentEn} />;
}
