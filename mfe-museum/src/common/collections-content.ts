import { paths } from '@mtdm/shared/routing';
import { historyFacts } from '@mtdm/shared/site';

/** One picture of a gallery: its file (src/assets/<image>-<w>x<h>.webp), its text and its French alt. */
export interface GalleryItem {
  /** Name of the picture in src/assets, without size and extension ("collections/casque-colonial"). */
  readonly image: string;
  readonly title: string;
  readonly text: string;
  readonly alt: string;
}

export interface Gallery {
  readonly id: string;
  readonly title: string;
  /** "1622 – 1870" */
  readonly period?: string;
  readonly intro: string;
  readonly items: readonly GalleryItem[];
}

/**
 * The collections page: five chronological galleries and one by theme. To add a picture, put its
 * files in src/assets/collections/ (name-360x270.webp and name-720x540.webp) and add an item here.
 */
export const collectionsContent = {
  intro:
    'Le parcours du musée suit l’histoire des troupes de marine, des premières compagnies embarquées sur les vaisseaux du roi jusqu’aux régiments d’aujourd’hui. Voici quelques pièces de chaque grande période, puis une sélection par thème.',
  visitLink: { to: paths.practicalInfo, label: 'Visiter le musée' },
  galleries: [
    {
      id: 'origines',
      title: 'Des compagnies de la mer à l’infanterie de marine',
      period: '1622 – 1870',
      intro:
        'En 1622, Richelieu crée les compagnies ordinaires de la mer, ancêtres des troupes de marine. Elles défendent les ports, les vaisseaux et les comptoirs du royaume.',
      items: [
        {
          image: 'compagnies-de-la-mer',
          title: 'Les compagnies ordinaires de la mer',
          text: 'Les premières troupes embarquées, créées sous Louis XIII.',
          alt: 'Illustration d’un vaisseau à trois mâts, voiles blanches, sur la mer.',
        },
        {
          image: 'soldat-marine-1770',
          title: 'Soldat des troupes de la marine',
          text: 'L’habit bleu des soldats qui servent aux colonies au XVIIIe siècle.',
          alt: 'Illustration d’un habit blanc à revers bleus, parements rouges et boutons dorés, sous un tricorne noir.',
        },
        {
          image: 'canon-de-bord',
          title: 'Canon de bord',
          text: 'L’artillerie de marine sert les pièces des vaisseaux et des batteries côtières.',
          alt: 'Illustration d’un canon de marine sur son affût de bois à petites roues, posé sur un pont.',
        },
        {
          image: 'shako-1830',
          title: 'Coiffure d’infanterie de marine',
          text: 'Les coiffures témoignent de l’évolution des uniformes au XIXe siècle.',
          alt: 'Illustration d’un shako noir à visière, pompon rouge et plaque dorée marquée d’une ancre.',
        },
      ],
    },
    {
      id: 'bazeilles',
      title: 'De Bazeilles aux campagnes lointaines',
      period: '1870 – 1914',
      intro:
        'Les combats de Bazeilles, en 1870, fondent la tradition des marsouins et des bigors. Les décennies suivantes les mènent en Afrique, à Madagascar et en Asie.',
      items: [
        {
          image: 'bazeilles',
          title: 'La maison de la dernière cartouche',
          text: 'À Bazeilles, le 1er septembre 1870, les derniers défenseurs tiennent jusqu’à épuisement des munitions.',
          alt: 'Illustration d’une maison de village aux volets sombres.',
        },
        {
          image: 'casque-colonial',
          title: 'Casque colonial',
          text: 'La coiffure emblématique des troupes servant outre-mer vers 1900.',
          alt: 'Illustration d’un casque colonial beige orné d’une ancre dorée.',
        },
        {
          image: 'carnet-tonkin',
          title: 'Carnet de route du Tonkin',
          text: 'Les carnets des soldats racontent la campagne au jour le jour.',
          alt: 'Illustration d’un carnet brun fermé par un élastique, avec son étiquette et un crayon.',
        },
        {
          image: 'mission-marchand',
          title: 'La mission Congo-Nil',
          text: 'De l’Atlantique au Nil, la traversée de l’Afrique par la colonne Marchand (1896-1899).',
          alt: 'Illustration d’une carte avec un itinéraire tracé en pointillés rouges.',
        },
      ],
    },
    {
      id: 'guerres-mondiales',
      title: 'Les deux guerres mondiales',
      period: '1914 – 1945',
      intro:
        'Les troupes coloniales combattent sur tous les fronts de la Grande Guerre, puis rejoignent la France libre et participent à la libération du pays.',
      items: [
        {
          image: 'casque-adrian',
          title: 'Casque Adrian',
          text: 'Le casque des poilus, frappé de l’ancre des troupes coloniales.',
          alt: 'Illustration d’un casque kaki à cimier, orné d’un insigne doré à l’ancre.',
        },
        {
          image: 'drapeau-regiment',
          title: 'Drapeau d’un régiment colonial',
          text: 'Les drapeaux portent les noms des batailles où le régiment s’est illustré.',
          alt: 'Illustration d’un drapeau bleu, blanc, rouge à hampe de bois, orné d’une ancre.',
        },
        {
          image: 'croix-liberation',
          title: 'Croix de la Libération',
          text: 'Plusieurs unités issues des troupes coloniales sont faites compagnons de la Libération.',
          alt: 'Illustration d’un écu de bronze portant une croix de Lorraine, sous un ruban vert et noir.',
        },
        {
          image: 'debarquement-provence',
          title: 'Débarquement de Provence',
          text: 'En août 1944, les divisions coloniales débarquent sur les côtes varoises.',
          alt: 'Illustration d’un navire de débarquement sur la mer.',
        },
      ],
    },
    {
      id: 'indochine',
      title: 'De l’Indochine aux indépendances',
      period: '1945 – 1962',
      intro:
        'Après 1945, les troupes coloniales sont engagées en Indochine puis en Afrique du Nord, jusqu’aux indépendances.',
      items: [
        {
          image: 'tenue-indochine',
          title: 'Tenue de combat',
          text: 'La tenue de toile portée pendant la guerre d’Indochine.',
          alt: 'Illustration d’une veste de combat vert olive à quatre poches.',
        },
        {
          image: 'beret-para-colonial',
          title: 'Béret des parachutistes coloniaux',
          text: 'Les bataillons de parachutistes coloniaux naissent après la Seconde Guerre mondiale.',
          alt: 'Illustration d’un béret rouge orné d’une ancre dorée.',
        },
        {
          image: 'fanion-bataillon',
          title: 'Fanion de bataillon',
          text: 'Chaque bataillon a son fanion, gardé avec soin par ses anciens.',
          alt: 'Illustration d’un fanion triangulaire bleu marine bordé d’or, orné d’une ancre, sur sa hampe.',
        },
        {
          image: 'lettres-soldats',
          title: 'Lettres de soldats',
          text: 'Les correspondances confiées par les familles sont conservées au centre d’archives.',
          alt: 'Illustration de trois enveloppes timbrées posées en pile.',
        },
      ],
    },
    {
      id: 'aujourdhui',
      title: 'Les troupes de marine aujourd’hui',
      period: `depuis ${historyFacts.troupesDeMarineNamedIn}`,
      intro: `Troupes de marine depuis ${historyFacts.troupesDeMarineNamedIn}, elles restent l’arme de l’outre-mer et de l’international, en métropole comme dans les territoires ultramarins.`,
      items: [
        {
          image: 'ancre-troupes-de-marine',
          title: 'L’ancre d’or',
          text: 'L’insigne commun à tous les régiments des troupes de marine.',
          alt: 'Illustration d’une ancre dorée sur un disque bleu marine.',
        },
        {
          image: 'operations-exterieures',
          title: 'Les opérations extérieures',
          text: 'Du Liban au Sahel, les marsouins et les bigors servent sur de nombreux théâtres.',
          alt: 'Illustration d’un casque moderne à couvre-casque camouflé, avec ses lunettes de protection.',
        },
        {
          image: 'service-militaire-adapte',
          title: 'Le service militaire adapté',
          text: 'Outre-mer, le SMA forme et insère des milliers de jeunes chaque année.',
          alt: 'Illustration d’un marteau et d’une clé croisés au-dessus d’une ancre dorée.',
        },
        {
          image: 'outre-mer',
          title: 'Les régiments de l’outre-mer',
          text: 'Des régiments stationnés aux Antilles, en Guyane, dans l’océan Indien et dans le Pacifique.',
          alt: 'Illustration d’un globe terrestre où des points rouges marquent des îles et des territoires.',
        },
      ],
    },
    {
      id: 'themes',
      title: 'Les collections par thèmes',
      intro:
        'Au fil des salles, certains ensembles traversent toutes les époques : les uniformes, les décorations, l’artillerie, la vie quotidienne et les souvenirs.',
      items: [
        {
          image: 'theme-uniformes',
          title: 'Les uniformes',
          text: 'De l’habit bleu du XVIIIe siècle à la tenue de combat actuelle.',
          alt: 'Illustration d’un uniforme bleu marine à boutons dorés.',
        },
        {
          image: 'theme-decorations',
          title: 'Décorations et médailles',
          text: 'Ordres, médailles commémoratives et insignes de régiments.',
          alt: 'Illustration d’une médaille dorée à ruban.',
        },
        {
          image: 'theme-artillerie',
          title: 'L’artillerie de marine',
          text: 'Les bigors, artilleurs de marine, et leurs pièces.',
          alt: 'Illustration d’un canon sur son affût.',
        },
        {
          image: 'theme-vie-quotidienne',
          title: 'La vie quotidienne',
          text: 'Gamelles, carnets, correspondances : le quotidien du soldat outre-mer.',
          alt: 'Illustration d’une gamelle en métal et d’un quart, avec leurs couverts.',
        },
        {
          image: 'theme-souvenirs',
          title: 'Art et souvenirs',
          text: 'Peintures, gravures, menus de la fête de Bazeilles et objets rapportés.',
          alt: 'Illustration d’un tableau de marine dans un cadre doré, avec son cartel.',
        },
      ],
    },
  ] satisfies Gallery[],
} as const;
