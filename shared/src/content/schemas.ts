// The collections editors change (content/ at the root of the repository), one schema each: what the
// content check, the server's verification of a content release and the browser editor's
// configuration all read. Labels and help texts are French: the editor shows them. The TypeScript
// types of the site come from these schemas (types.ts), so a field cannot be added in one place only.
import { z } from 'zod';
import { PRODUCT_CATEGORIES } from '../catalogue/categories';
import { compareCalendarDates, parseFrenchDate } from '../news/french-date';
import { annualClosureOf, closedWeekdays } from './opening-calendar';
import { PUBLIC_HOLIDAYS } from './public-holidays';
import { pages, paths } from '../routing/pages';
import { COLLECTION_OBJECTS } from './collection-objects';
import { hasEmailShape, VISIBLE_TEXT_PATTERN } from '../validation/rules';

/** Field metadata: its label and help text in the editor, and the editor widget when not the default. */
type FieldMeta = {
  readonly title: string;
  readonly description?: string;
  readonly widget?: 'text' | 'image' | 'file' | 'markdown';
  readonly [key: string]: unknown;
};
const meta = (field: FieldMeta) => field;

/** What no text of the content holds: a control character, a mark that reverses the writing's direction. */
const INVISIBLE =
  'ce texte contient un caractère invisible, ou qui inverse le sens de l’écriture : retirez-le';

const text = (field: FieldMeta) =>
  z
    .string({ error: 'un texte est attendu' })
    .trim()
    .min(1, 'ce champ est vide')
    .regex(VISIBLE_TEXT_PATTERN, INVISIBLE)
    .meta(meta(field));
const optionalText = (field: FieldMeta) =>
  z
    .string({ error: 'un texte est attendu' })
    .trim()
    .regex(VISIBLE_TEXT_PATTERN, INVISIBLE)
    .optional()
    .meta(meta(field));

const frenchDate = (field: FieldMeta) =>
  z
    .string({ error: 'une date est attendue' })
    .refine((value) => parseFrenchDate(value) !== null, 'une date comme « 14 mars 2026 » est attendue')
    .meta(
      meta({
        ...field,
        description: field.description ?? 'Le jour, le mois en lettres et l’année : 14 mars 2026.',
        // The editor checks it with the pattern of a French date (editor-config.ts).
        pattern: 'french-date',
      }),
    );

/**
 * A file of content/media/, by its path there ("images/news/…"): checked to exist and to fit its budget.
 * Its name starts with no dot: "." and ".." name folders, and a hidden file is none an editor uploads.
 */
const media = (folder: string, widget: 'image' | 'file', field: FieldMeta) =>
  z
    .string({ error: 'un fichier est attendu' })
    .regex(new RegExp(`^${folder}/(?!\\.)[A-Za-z0-9._-]+$`), `un fichier du dossier ${folder} est attendu`)
    .meta(meta({ ...field, widget, folder }));

/** A photograph beside an entry's drawing (JPEG, PNG or WebP only): shown in its place once given. */
const photograph = (folder: string) =>
  z
    .string({ error: 'un fichier est attendu' })
    .regex(
      new RegExp(`^${folder}/(?!\\.)[A-Za-z0-9._-]+\\.(jpe?g|png|webp)$`, 'i'),
      `une photographie JPEG, PNG ou WebP du dossier ${folder} est attendue`,
    )
    .optional()
    .meta(
      meta({
        title: 'Photographie',
        description:
          'Une photographie JPEG, PNG ou WebP (2 Mo au plus) : elle remplace le dessin ; le site en fait lui-même les tailles utiles.',
        widget: 'image',
        folder,
      }),
    );

/** What the photograph shows, in one sentence, for those who cannot see it. */
const photographAlt = () =>
  text({
    title: 'Texte alternatif de la photographie',
    description: 'Ce que montre la photographie, en une phrase.',
  }).optional();

/** A longer text for the entry's own page, paragraphs separated by a blank line. */
const pageText = (title: string) =>
  optionalText({
    title,
    description: 'Pour la page de l’entrée : des paragraphes séparés par une ligne vide.',
    widget: 'text',
  });

const NEWS_CATEGORIES = ['musee', 'association'] as const;

const IMAGE_FIELD = {
  title: 'Image',
  description:
    'Un dessin SVG (300 Ko au plus) ou une photographie JPEG, PNG ou WebP (2 Mo au plus) : le site en fait lui-même les tailles utiles.',
};

/** What a photograph shows, for those who cannot see it (by default, the entry's name or title). */
const imageAlt = () =>
  text({
    title: 'Texte alternatif de l’image',
    description: 'Ce que montre la photographie, en une phrase. Laisser vide pour reprendre le nom.',
  }).optional();

export const newsItemSchema = z
  .object({
    title: text({ title: 'Titre' }),
    date: frenchDate({ title: 'Date' }),
    time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'une heure comme « 18:00 » est attendue')
      .optional()
      .meta(meta({ title: 'Heure (conférences)', description: 'Heure de début, à Paris : 18:00.' })),
    description: text({ title: 'Résumé', widget: 'text' }),
    image: media('images/news', 'image', IMAGE_FIELD),
    imageAlt: imageAlt(),
    pdfPath: media('documents/news', 'file', { title: 'Article (PDF)', description: 'PDF, 5 Mo au plus.' }),
    link: z
      .enum([paths.conferences, paths.museumNews, paths.associationNews], 'une page du site est attendue')
      .meta(
        meta({
          title: 'Page où paraît l’actualité',
          // The editor shows the pages by their titles; the file keeps the address.
          choices: {
            [paths.conferences]: pages.conferences.title,
            [paths.museumNews]: pages.museumNews.title,
            [paths.associationNews]: pages.associationNews.title,
          },
        }),
      ),
    category: z
      .enum(NEWS_CATEGORIES, '« musee » ou « association » est attendu')
      .meta(meta({ title: 'Catégorie', choices: { musee: 'Musée', association: 'Association (AAMTDM)' } })),
    seats: z
      .number()
      .int('un nombre entier de places est attendu')
      .min(1)
      .max(2000)
      .optional()
      .meta(
        meta({
          title: 'Places à réserver (conférences)',
          description:
            'vide : la conférence se fait sans réservation ; sinon, les places que le site propose',
        }),
      ),
    conference: z
      .boolean({ error: 'oui ou non est attendu' })
      .nullable()
      .meta(
        meta({
          title: 'Conférence',
          description: 'Les conférences paraissent dans le carrousel, la page des conférences et l’agenda.',
        }),
      ),
  })
  .strict();

export const productSchema = z
  .object({
    name: text({ title: 'Nom' }),
    price: z
      .number({ error: 'un prix en euros est attendu (un nombre, 18 ou 12.5)' })
      .min(1, 'le prix va de 1 à 60 €')
      .max(60, 'le prix va de 1 à 60 €')
      .meta(meta({ title: 'Prix (€)' })),
    weight: z
      .number({ error: 'un poids en grammes est attendu' })
      .int('un nombre entier de grammes est attendu')
      .positive('le poids doit être positif')
      .meta(meta({ title: 'Poids (g)', description: 'Sert au calcul des frais d’envoi.' })),
    category: z
      .enum(PRODUCT_CATEGORIES, 'une catégorie de la boutique est attendue')
      .meta(meta({ title: 'Catégorie' })),
    image: media('images/products', 'image', IMAGE_FIELD),
    imageAlt: imageAlt(),
    photograph: photograph('images/products'),
    photographAlt: photographAlt(),
    description: pageText('Description'),
    sizes: z
      .array(z.string().trim().min(1))
      .min(2, 'deux tailles au moins, ou aucune')
      .optional()
      .meta(meta({ title: 'Tailles', description: 'Laisser vide pour un article sans taille.' })),
    packagingFee: z
      .union([z.literal(9.4), z.literal(10.7)], { error: '9.4 ou 10.7 est attendu' })
      .optional()
      .meta(
        meta({ title: 'Forfait d’emballage (€)', description: 'Casques, tasses et parfums : 9.4 ou 10.7.' }),
      ),
    unavailable: z
      .boolean()
      .optional()
      .meta(
        meta({
          title: 'Indisponible',
          description: 'L’article reste affiché mais ne peut plus être commandé.',
        }),
      ),
  })
  .strict();

export const archiveItemSchema = z
  .object({
    title: text({ title: 'Titre' }),
    date: frenchDate({ title: 'Entrée aux archives' }),
    image: media('images/archives', 'image', IMAGE_FIELD),
  })
  .strict();

/** A temporary exhibition: its days, its room, what it shows, its poster, whether it is free. */
export const exhibitionSchema = z
  .object({
    title: text({ title: 'Titre' }),
    startDate: frenchDate({ title: 'Premier jour' }),
    endDate: frenchDate({ title: 'Dernier jour' }),
    place: text({ title: 'Lieu', description: 'la salle d’expositions temporaires du musée, par exemple' }),
    description: text({ title: 'Présentation', widget: 'text' }),
    image: media('images/exhibitions', 'image', IMAGE_FIELD),
    imageAlt: imageAlt(),
    free: z
      .boolean({ error: 'oui ou non est attendu' })
      .meta(meta({ title: 'Entrée libre', description: 'cochée : l’exposition est gratuite' })),
  })
  .strict()
  .refine(
    (exhibition) => {
      const [from, to] = [parseFrenchDate(exhibition.startDate), parseFrenchDate(exhibition.endDate)];
      return !from || !to || compareCalendarDates(from, to) <= 0;
    },
    { message: 'le dernier jour vient avant le premier', path: ['endDate'] },
  );

/**
 * What the association adds to an object of the collections page: a photograph in place of its
 * drawing, and a longer text for the object's own page.
 */
export const collectionObjectSchema = z
  .object({
    object: z
      .enum(COLLECTION_OBJECTS, 'un objet de la page des collections est attendu')
      .meta(meta({ title: 'Objet des collections' })),
    photograph: photograph('images/objects'),
    photographAlt: photographAlt(),
    description: pageText('Texte de la page de l’objet'),
  })
  .strict()
  .refine((entry) => !entry.photograph || entry.photographAlt, {
    message: 'dites ce que montre la photographie',
    path: ['photographAlt'],
  });

const hour = (title: string) =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'une heure comme « 10:00 » est attendue')
    .meta(meta({ title }));

/** A fact for visitors, in French (`name`) and English (`nameEn`), each optional. */
const visitFact = <Name extends string>(name: Name, title: string, description: string) =>
  ({
    [name]: optionalText({ title, description, widget: 'text' }),
    [`${name}En`]: optionalText({ title: `${title} (en anglais)`, description, widget: 'text' }),
  }) as Record<Name | `${Name}En`, ReturnType<typeof optionalText>>;

export const practicalInfoSchema = z
  .object({
    opens: hour('Ouverture'),
    closes: hour('Fermeture'),
    openDays: text({ title: 'Jours d’ouverture', description: 'du mardi au dimanche' }),
    closedDays: text({ title: 'Jour de fermeture', description: 'le lundi' }).refine(
      (value) => closedWeekdays(value).length > 0,
      'un jour de la semaine est attendu, comme « le lundi »',
    ),
    annualClosure: text({
      title: 'Fermeture annuelle',
      description: 'de Noël au jour de l’An, ou du 24 décembre au 2 janvier',
    }).refine(
      (value) => annualClosureOf(value) !== null,
      'une période comme « de Noël au jour de l’An » ou « du 24 décembre au 2 janvier » est attendue',
    ),
    tourDurationMinutes: z
      .number()
      .int('un nombre entier de minutes est attendu')
      .min(30)
      .max(300)
      .meta(
        meta({
          title: 'Visite guidée : durée (minutes)',
          description: 'une visite doit finir avant la fermeture',
        }),
      ),
    tourMaxGroup: z
      .number()
      .int('un nombre entier est attendu')
      .min(10)
      .max(1000)
      .meta(
        meta({
          title: 'Visite guidée : groupe le plus nombreux',
          description: 'au-delà, le formulaire invite à contacter le musée',
        }),
      ),
    tourBookingMonths: z
      .number()
      .int('un nombre entier de mois est attendu')
      .min(1)
      .max(24)
      .meta(meta({ title: 'Visite guidée : demandée au plus (mois à l’avance)' })),
    closedHolidays: z
      .array(z.enum(PUBLIC_HOLIDAYS, `un jour férié parmi : ${PUBLIC_HOLIDAYS.join(', ')}`))
      .meta(
        meta({
          title: 'Jours fériés de fermeture',
          description: `le musée est toujours fermé le 1er mai ; ajoutez les autres, écrits ainsi : ${PUBLIC_HOLIDAYS.join(', ')}`,
        }),
      ),
    exceptionalClosures: z
      .array(
        z
          .string()
          .regex(
            /^\d{4}-\d{2}-\d{2}(\/\d{4}-\d{2}-\d{2})?$/,
            'un jour « 2027-02-03 » ou une période « 2027-02-03/2027-02-05 » est attendu',
          ),
      )
      .meta(
        meta({
          title: 'Fermetures exceptionnelles',
          description: 'un jour « 2027-02-03 » ou une période « 2027-02-03/2027-02-05 » par ligne',
        }),
      ),
    // What a visitor asks before coming, as the association words it, in French and in English;
    // the page says to ask the reception while a fact is not given.
    ...visitFact('byTrain', 'Venir en train', 'la gare la plus proche, puis le trajet jusqu’au musée'),
    ...visitFact('byBus', 'Venir en bus', 'les lignes et l’arrêt le plus proche'),
    ...visitFact('parking', 'Stationnement', 'où se garer, pour les voitures et les cars'),
    ...visitFact('stepFreeAccess', 'Accès sans marche', 'entrée, salles, ascenseur, toilettes adaptées'),
    ...visitFact('visitDuration', 'Durée de la visite', 'le temps à prévoir pour les salles'),
    receptionPhone: z
      .string()
      .regex(/^0[1-9](\s?\d{2}){4}$/, 'un numéro comme « 04 94 17 86 22 » est attendu')
      .meta(meta({ title: 'Téléphone de l’accueil' })),
    street: text({ title: 'Adresse du musée' }),
    postcode: z
      .string()
      .regex(/^\d{5}$/, 'un code postal de 5 chiffres est attendu')
      .meta(meta({ title: 'Code postal' })),
    city: text({ title: 'Ville' }),
    latitude: z
      .number()
      .min(-90)
      .max(90)
      .meta(meta({ title: 'Latitude (carte)' })),
    longitude: z
      .number()
      .min(-180)
      .max(180)
      .meta(meta({ title: 'Longitude (carte)' })),
  })
  .strict();

/**
 * An address the association publishes as a mail link: a plain one. A `?`, a `%` or a `&` would let the
 * link carry more than the address (`?cc=…`, an encoded `@`), for every visitor who writes.
 */
const PUBLISHED_ADDRESS = /^[^\s@<>()[\]\\,;:"?%&=]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+$/u;
const email = (field: FieldMeta) =>
  z
    .string()
    .refine(hasEmailShape, 'une adresse électronique est attendue')
    .refine(
      (address) => PUBLISHED_ADDRESS.test(address),
      'une adresse simple est attendue, sans point d’interrogation, pour cent, esperluette ni signe égal : elle est publiée comme lien de courriel',
    )
    .optional()
    .meta(meta(field));

export const associationSchema = z
  .object({
    museumName: text({ title: 'Nom du musée' }),
    associationName: text({ title: 'Nom de l’association' }),
    associationShortName: text({ title: 'Sigle de l’association' }),
    archiveCentreName: text({ title: 'Nom du centre d’archives' }),
    object: optionalText({
      title: 'Objet de l’association',
      description: 'Tel que ses statuts l’écrivent (reçus fiscaux).',
    }),
    registeredAddress: optionalText({
      title: 'Adresse du siège',
      description: 'Reçus fiscaux et mentions légales.',
    }),
    rnaNumber: z
      .string()
      .regex(/^W\d{9}$/, 'un numéro RNA comme « W831000000 » est attendu')
      .optional()
      .meta(meta({ title: 'Numéro RNA' })),
    siret: z
      .string()
      .regex(/^\d{14}$/, 'un SIRET de 14 chiffres est attendu')
      .optional()
      .meta(meta({ title: 'SIRET' })),
    publicationDirector: optionalText({ title: 'Directeur ou directrice de la publication' }),
    host: optionalText({ title: 'Hébergeur du site', description: 'Nom, adresse et téléphone.' }),
    consumerMediator: optionalText({
      title: 'Médiateur de la consommation',
      description: 'Nom, adresse et site.',
    }),
    postalBox: optionalText({ title: 'Boîte postale', description: 'Pour les chèques d’adhésion : BP 123.' }),
    signatoryName: optionalText({ title: 'Signataire des reçus', description: 'Prénom et nom.' }),
    signatoryRole: optionalText({ title: 'Qualité du signataire', description: 'Président, trésorière…' }),
    emailAssociation: email({ title: 'Courriel de l’association' }),
    emailMuseum: email({ title: 'Courriel du musée' }),
    emailArchiveCentre: email({ title: 'Courriel du CHETOM' }),
    emailShop: email({ title: 'Courriel de la boutique' }),
  })
  .strict();

/**
 * The collections: `folder` ones are one file per entry (content/<folder>/<name>.json), `file` ones a
 * single file (content/<file>). Which pages show them: pages-content.ts.
 */
export const contentCollections = {
  news: {
    kind: 'folder',
    folder: 'news',
    label: 'Actualités et conférences',
    singular: 'Actualité ou conférence',
    schema: newsItemSchema,
  },
  products: {
    kind: 'folder',
    folder: 'products',
    label: 'Boutique',
    singular: 'Article',
    schema: productSchema,
  },
  archives: {
    kind: 'folder',
    folder: 'archives',
    label: 'Archives récentes du CHETOM',
    singular: 'Archive',
    schema: archiveItemSchema,
  },
  exhibitions: {
    kind: 'folder',
    folder: 'exhibitions',
    label: 'Expositions temporaires',
    singular: 'Exposition',
    schema: exhibitionSchema,
  },
  objects: {
    kind: 'folder',
    folder: 'objects',
    label: 'Objets des collections',
    singular: 'Objet',
    schema: collectionObjectSchema,
  },
  practical: {
    kind: 'file',
    file: 'practical.json',
    label: 'Informations pratiques',
    schema: practicalInfoSchema,
  },
  association: {
    kind: 'file',
    file: 'association.json',
    label: 'Coordonnées de l’association',
    schema: associationSchema,
  },
} as const;

export type ContentCollection = keyof typeof contentCollections;
