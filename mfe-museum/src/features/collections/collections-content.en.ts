import { historyFacts } from '@mtdm/shared/site';
import collectionsPicture from '../../assets/collections/pictures';
import type { EnglishPageContent } from '../../common/english-page';
import { collectionsContent } from '../../common/collections-content';

/** A picture as the English page shows it: its caption, and what the picture itself shows (its alt). */
type EnglishFigure = readonly [caption: string, alt: string];

/**
 * The pictures of the French page's gallery `index`, each with its English caption and description
 * (same order): the English page shows the same objects. The description says what the drawing
 * shows, so that a screen reader does not read the caption twice.
 */
const figuresOf = (index: number, figures: readonly EnglishFigure[]) =>
  (collectionsContent.galleries[index]?.items ?? []).map((item, position) => {
    const [caption, alt] = figures[position] ?? [item.title, item.alt];
    return { picture: collectionsPicture(item.image), caption, alt };
  });

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
        ['The first sea companies', 'Drawing of a three-masted ship with white sails, at sea.'],
        [
          'An 18th-century marine soldier’s uniform',
          'Drawing of a white coat with blue lapels, red cuffs and gilt buttons, under a black tricorn hat.',
        ],
        [
          'A ship’s cannon',
          'Drawing of a naval cannon on its wooden carriage with small wheels, standing on a deck.',
        ],
        [
          'Marine infantry headdress of the 19th century',
          'Drawing of a black peaked shako with a red pompom and a gilt plate bearing an anchor.',
        ],
      ]),
    },
    {
      heading: 'From Bazeilles to distant campaigns (1870 – 1914)',
      paragraphs: [
        'At Bazeilles, on 1 September 1870, the marine infantry and artillery held out until their last cartridge: the founding battle of the “marsouins” and “bigors”. The following decades took them to Africa, Madagascar and Asia.',
      ],
      figures: figuresOf(1, [
        ['The house of the last cartridge', 'Drawing of a village house with dark shutters.'],
        ['The colonial sun helmet', 'Drawing of a beige colonial helmet bearing a gilt anchor.'],
        [
          'A soldier’s diary from Tonkin',
          'Drawing of a brown notebook held shut by an elastic band, with its label and a pencil.',
        ],
        ['The Congo–Nile mission', 'Drawing of a map with a route marked by red dots.'],
      ]),
    },
    {
      heading: 'The two world wars (1914 – 1945)',
      paragraphs: [
        'Colonial regiments fought on every front of both wars, and several units became Companions of the Liberation before landing in Provence in August 1944.',
      ],
      figures: figuresOf(2, [
        ['The Adrian helmet', 'Drawing of a crested khaki helmet with a gilt anchor badge.'],
        [
          'A colonial regiment’s flag',
          'Drawing of a blue, white and red flag on a wooden staff, bearing an anchor.',
        ],
        [
          'The Cross of the Liberation',
          'Drawing of a bronze shield bearing a Cross of Lorraine, under a green and black ribbon.',
        ],
        ['The Provence landings', 'Drawing of a landing ship at sea.'],
      ]),
    },
    {
      heading: 'From Indochina to independence (1945 – 1962)',
      paragraphs: [
        'The wars in Indochina and the years of decolonisation, seen through the soldiers’ equipment and letters.',
      ],
      figures: figuresOf(3, [
        ['Combat dress', 'Drawing of an olive-green combat jacket with four pockets.'],
        ['The colonial paratroopers’ beret', 'Drawing of a red beret bearing a gilt anchor.'],
        [
          'A battalion pennant',
          'Drawing of a triangular navy-blue pennant edged with gold, bearing an anchor, on its staff.',
        ],
        ['Soldiers’ letters', 'Drawing of three stamped envelopes in a pile.'],
      ]),
    },
    {
      heading: `The troupes de marine today (since ${historyFacts.troupesDeMarineNamedIn})`,
      paragraphs: [
        'From Lebanon to the Sahel and in France’s overseas territories, the regiments of today and the adapted military service that trains young people overseas.',
      ],
      figures: figuresOf(4, [
        ['The golden anchor badge', 'Drawing of a gilt anchor on a navy-blue disc.'],
        ['Operations abroad', 'Drawing of a modern helmet with a camouflage cover and protective goggles.'],
        [
          'The adapted military service (SMA)',
          'Drawing of a hammer and a spanner crossed above a gilt anchor.',
        ],
        ['The overseas regiments', 'Drawing of a globe on which red dots mark islands and territories.'],
      ]),
    },
    {
      heading: 'By theme',
      figures: figuresOf(5, [
        ['Uniforms', 'Drawing of a navy-blue uniform with gilt buttons.'],
        ['Decorations and medals', 'Drawing of a gilt medal on its ribbon.'],
        ['Marine artillery', 'Drawing of a cannon on its carriage.'],
        ['Daily life', 'Drawing of a metal mess tin and a mug, with cutlery.'],
        ['Art and souvenirs', 'Drawing of a marine painting in a gilt frame, with its label.'],
      ]),
    },
  ],
  links: [
    { page: 'practicalInfoEn', label: 'Plan your visit' },
    { page: 'collections', label: 'The collections, with each object described' },
  ],
};
