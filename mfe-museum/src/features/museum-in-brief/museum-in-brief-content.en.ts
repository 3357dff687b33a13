import { archiveCentreFacts, historyFacts, museumFacts } from '@mtdm/shared/site';
import type { EnglishPageContent } from '../../common/english-page';
import { englishCount } from '@mtdm/shared/site';

const { objectsHeld } = museumFacts;

/** /en/museum: the figures of shared/src/site/facts.json, the same as the French page's. */
export const museumInBriefContentEn: EnglishPageContent = {
  page: 'museumInBriefEn',
  lead: 'A military history museum in Fréjus, in the Var, following four centuries of service by France’s marine troops, at sea, overseas and in mainland France.',
  sections: [
    {
      heading: 'In figures',
      rows: [
        { label: 'Opened', value: String(museumFacts.openedIn) },
        { label: '“Musée de France” label', value: `since ${museumFacts.museeDeFranceSince}` },
        { label: 'Permanent galleries', value: `${englishCount(museumFacts.permanentAreaM2)} m²` },
        { label: 'Temporary exhibition room', value: `${englishCount(museumFacts.temporaryRoomM2)} m²` },
        { label: 'Objects on display', value: `about ${englishCount(museumFacts.objectsOnDisplay)}` },
        {
          label: 'Objects in the collections',
          value: `${englishCount(objectsHeld.from)} to ${englishCount(objectsHeld.to)}`,
        },
        { label: 'Visitors a year', value: `about ${englishCount(museumFacts.visitorsPerYear)}` },
      ],
    },
    {
      heading: 'Who are the troupes de marine?',
      paragraphs: [
        'Raised to defend France’s ports, ships and trading posts, the marine troops served overseas for three centuries as colonial troops. They took the name “troupes de marine” again in ' +
          `${historyFacts.troupesDeMarineNamedIn}. Their infantrymen are nicknamed “marsouins” (porpoises) and their gunners “bigors”.`,
      ],
    },
    {
      heading: 'The archive centre',
      paragraphs: [
        `Beside the galleries, the CHETOM keeps about ${englishCount(archiveCentreFacts.documents)} documents and ${englishCount(archiveCentreFacts.privateCollections)} private collections, open to researchers by appointment.`,
      ],
    },
  ],
  links: [
    { page: 'collectionsEn', label: 'The collections' },
    { page: 'archiveCentreEn', label: 'The archive centre' },
    { page: 'practicalInfoEn', label: 'Plan your visit' },
  ],
};
