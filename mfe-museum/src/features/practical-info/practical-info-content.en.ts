import type { PracticalInfo, SiteDetails } from '@mtdm/shared/content';
import { mapUrls } from './map-addresses';
import { visitFactsOf } from './visit-facts';
import { archiveCentreFacts, nonBreaking } from '@mtdm/shared/site';
import type { EnglishPageContent } from '../../common/english-page';
import { englishCount, englishDays, englishHour, englishPeriod } from '@mtdm/shared/site';

/** The reception's number as dialled from abroad: « +33 4 94 17 86 22 ». */
const internationalPhone = (display: string) => nonBreaking(`+33 ${display.slice(1)}`);

/** A published French wording the page cannot put in English: given as it is, marked French. */
const orFrench = (english: string | null, french: string) =>
  english === null ? { value: french, lang: 'fr' as const } : { value: english };

/** /en/visit: the hours and address from the published facts, the same as the French page's. */
export const practicalInfoContentEn = (
  { openingHours: hours, museumAddress, receptionPhone }: SiteDetails,
  practical: PracticalInfo,
): EnglishPageContent => ({
  page: 'practicalInfoEn',
  lead: 'The museum stands in Fréjus, in the Var, a short drive from the beaches of the Côte d’Azur. Admission is free, all year round.',
  sections: [
    {
      heading: 'Opening hours',
      rows: [
        {
          label: englishDays(hours.openDays) ?? hours.openDays,
          value: `${englishHour(hours.opens)} – ${englishHour(hours.closes)}`,
        },
        { label: 'Closed', ...orFrench(englishDays(hours.closedDays), hours.closedDays) },
        { label: 'Annual closure', ...orFrench(englishPeriod(hours.annualClosure), hours.annualClosure) },
      ],
    },
    {
      heading: 'Admission',
      paragraphs: ['Entry to the museum is free for everyone, every day it is open.'],
    },
    {
      heading: 'Address and telephone',
      rows: [
        {
          label: 'Address',
          value: `${museumAddress.street}, ${museumAddress.postcode} ${museumAddress.city}, France`,
        },
        {
          label: 'Reception',
          value: internationalPhone(receptionPhone.display),
          href: `tel:${receptionPhone.dial}`,
        },
        {
          label: 'Map',
          value: 'Open the map on OpenStreetMap',
          href: mapUrls(museumAddress.latitude, museumAddress.longitude).page,
        },
      ],
      paragraphs: ['The reception staff answer questions by telephone during opening hours (in French).'],
    },
    {
      heading: 'Getting here by car',
      list: [
        'From Aix-en-Provence or Nice, take the A8 motorway and leave at the Fréjus exit.',
        'Follow the signs for Fréjus centre, then for the museum along the road to Bagnols-en-Forêt.',
        'From the RN7, turn towards Bagnols-en-Forêt at the roundabout as you enter Fréjus.',
      ],
    },
    {
      heading: 'Before you come',
      rows: visitFactsOf(practical, 'en', internationalPhone(receptionPhone.display)).map((fact) => ({
        label: fact.title,
        value: fact.text,
      })),
    },
    {
      heading: 'Services',
      list: [
        'Guided tours for groups of ten or more, on request.',
        'The archive centre (CHETOM), open to researchers by appointment.',
        `An auditorium seating ${englishCount(archiveCentreFacts.auditoriumSeats)} people, where talks are held.`,
        'A souvenir shop, also open online.',
      ],
    },
  ],
  links: [
    { page: 'guidedTourEn', label: 'Book a guided tour' },
    { page: 'collectionsEn', label: 'See what is on display' },
    { page: 'practicalInfo', label: 'Full practical information' },
  ],
});
