import { museumFacts } from '@mtdm/shared/site';
import type { EnglishPageContent } from '../../common/english-page';
import { englishCount } from '@mtdm/shared/site';

/** /en/: the museum in a few lines, and where to go next. */
export const homeContentEn: EnglishPageContent = {
  page: 'homeEn',
  lead: 'In Fréjus, on the Côte d’Azur, the Troupes de Marine Museum tells four centuries of the history of France’s marine troops — the “marsouins” of the infantry and the “bigors” of the artillery — through their uniforms, flags, archives and memories.',
  sections: [
    {
      heading: 'A museum of soldiers who served at sea and overseas',
      paragraphs: [
        'From the sea companies founded in 1622 to the regiments serving today, the galleries follow the men and women of the marine troops through their campaigns in Africa, Asia, the Pacific and Europe.',
        `Opened in ${museumFacts.openedIn}, the museum shows about ${englishCount(museumFacts.objectsOnDisplay)} objects and welcomes some ${englishCount(museumFacts.visitorsPerYear)} visitors a year. Admission is free.`,
      ],
    },
    {
      heading: 'Before you come',
      paragraphs: [
        'Check the opening hours and how to get here, and, if you come as a group of ten or more, ask for a guided tour.',
      ],
    },
  ],
  links: [
    { page: 'practicalInfoEn', label: 'Plan your visit' },
    { page: 'museumInBriefEn', label: 'The museum in brief' },
    { page: 'collectionsEn', label: 'The collections' },
    { page: 'guidedTourEn', label: 'Book a guided tour' },
  ],
};
