import { archiveCentreFacts } from '@mtdm/shared/site';
import type { EnglishPageContent } from '../../common/english-page';
import { englishCount } from '@mtdm/shared/site';

/** /en/archive-centre: a summary of the French page, with the same figures. */
export const archiveCentreContentEn: EnglishPageContent = {
  page: 'archiveCentreEn',
  lead: `Founded in ${archiveCentreFacts.foundedIn}, the Centre for the History and Study of the Overseas Troops (CHETOM) is the museum’s archive and research service. It collects, preserves and makes available the written and photographic memory of the marine troops.`,
  sections: [
    {
      heading: 'What it holds',
      rows: [
        { label: 'Documents', value: `about ${englishCount(archiveCentreFacts.documents)}` },
        { label: 'Archive boxes', value: englishCount(archiveCentreFacts.boxes) },
        { label: 'Private collections', value: englishCount(archiveCentreFacts.privateCollections) },
      ],
      paragraphs: [
        'Soldiers’ diaries and letters, photographs, maps, posters and regimental records, many of them given by families.',
      ],
    },
    {
      heading: 'Consulting the archives',
      paragraphs: [
        'Researchers, students and families are welcome by appointment. Write to the CHETOM through its contact form (in French) to describe your research.',
      ],
    },
    {
      heading: 'Talks',
      paragraphs: [
        `The CHETOM holds ${archiveCentreFacts.conferencesPerYear} history talks a year in the museum’s ${englishCount(archiveCentreFacts.auditoriumSeats)}-seat auditorium.`,
      ],
    },
  ],
  links: [
    { page: 'contactChetom', label: 'Contact the CHETOM' },
    { page: 'archiveCentre', label: 'The full CHETOM page' },
    { page: 'practicalInfoEn', label: 'Plan your visit' },
  ],
};
