import { historyFacts } from '@mtdm/shared/site';
import collectionsPicture from '../../assets/collections/pictures';
import type { EnglishPageContent } from '../../common/english-page';
import { collectionsContent } from '../../common/collections-content';

/**
 * The pictures of the French page's gallery `index`, each with its English caption (same order): the
 * English page shows the same objects.
 */
const figuresOf = (index: number, captions: readonly string[]) =>
  (collectionsContent.galleries[index]?.items ?? []).map((item, position) => ({
    picture: collectionsPicture(item.image),
    caption: captions[position] ?? item.title,
  }));

/** /en/collections: the galleries of the French page, period by period, with what each shows. */
export const collectionsContentEn: EnglishPageContent = {
  page: 'collectionsEn',
  lead: 'The galleries follow the history of the marine troops in order, from the first companies that sailed on the king’s ships to today’s regiments, then bring together a selection by theme.',
  sections: [
    {
      heading: 'From the sea companies to the marine infantry (1622 – 1870)',
      paragraphs: [
        'In 1622 Cardinal Richelieu founded the “compagnies ordinaires de la mer”, the forerunners of the marine troops, to defend the kingdom’s ports, ships and trading posts.',
      ],
      figures: figuresOf(0, [
        'The first sea companies',
        'An 18th-century marine soldier’s uniform',
        'A ship’s cannon',
        'Marine infantry headdress of the 19th century',
      ]),
    },
    {
      heading: 'From Bazeilles to distant campaigns (1870 – 1914)',
      paragraphs: [
        'At Bazeilles, on 1 September 1870, the marine infantry and artillery held out until their last cartridge: the founding battle of the “marsouins” and “bigors”. The following decades took them to Africa, Madagascar and Asia.',
      ],
      figures: figuresOf(1, [
        'The house of the last cartridge',
        'The colonial sun helmet',
        'A soldier’s diary from Tonkin',
        'The Congo–Nile mission',
      ]),
    },
    {
      heading: 'The two world wars (1914 – 1945)',
      paragraphs: [
        'Colonial regiments fought on every front of both wars, and several units became Companions of the Liberation before landing in Provence in August 1944.',
      ],
      figures: figuresOf(2, [
        'The Adrian helmet',
        'A colonial regiment’s flag',
        'The Cross of the Liberation',
        'The Provence landings',
      ]),
    },
    {
      heading: 'From Indochina to independence (1945 – 1962)',
      paragraphs: [
        'The wars in Indochina and the years of decolonisation, seen through the soldiers’ equipment and letters.',
      ],
      figures: figuresOf(3, [
        'Combat dress',
        'The colonial paratroopers’ beret',
        'A battalion pennant',
        'Soldiers’ letters',
      ]),
    },
    {
      heading: `The troupes de marine today (since ${historyFacts.troupesDeMarineNamedIn})`,
      paragraphs: [
        'From Lebanon to the Sahel and in France’s overseas territories, the regiments of today and the adapted military service that trains young people overseas.',
      ],
      figures: figuresOf(4, [
        'The golden anchor badge',
        'Operations abroad',
        'The adapted military service (SMA)',
        'The overseas regiments',
      ]),
    },
    {
      heading: 'By theme',
      figures: figuresOf(5, [
        'Uniforms',
        'Decorations and medals',
        'Marine artillery',
        'Daily life',
        'Art and souvenirs',
      ]),
    },
  ],
  links: [
    { page: 'practicalInfoEn', label: 'Plan your visit' },
    { page: 'collections', label: 'The collections, with each object described' },
  ],
};
