import { NOT_GIVEN_YET, type SiteDetails } from '@mtdm/shared/content';
import { SIGNED_IN_COOKIES, SIGNED_IN_SESSION_HOURS } from '@mtdm/shared/contracts';
import { paths } from '@mtdm/shared/routing';
import { accessibilityStatement, retentionClosing, retentionSchedule } from '@mtdm/shared/site';
import { associationFacts } from '@mtdm/shared/site';

/**
 * The identity of the publisher, from the association's published details (content/association.json):
 * a detail not given yet reads as available on request, never as a placeholder.
 */
function legalIdentity(details: SiteDetails) {
  const { museumAddress, legal, emails } = details;
  return {
    associationName: details.associationName,
    shortName: details.associationShortName,
    legalForm: `Association régie par la loi du 1er juillet 1901, fondée en ${associationFacts.foundedIn}`,
    headOffice:
      legal.registeredAddress ??
      `${details.museumName}, ${museumAddress.street}, ${museumAddress.postcode} ${museumAddress.city}`,
    rnaNumber: legal.rnaNumber ?? NOT_GIVEN_YET,
    siret: legal.siret,
    publicationDirector: legal.publicationDirector ?? 'le président ou la présidente de l’association',
    host: legal.host ?? NOT_GIVEN_YET,
    email: emails.association,
    phone: details.receptionPhone,
    /** How to write to the association: its mailbox, else its contact form. */
    writeTo: emails.association
      ? `écrivez à ${emails.association}`
      : 'écrivez à l’association par son formulaire de contact',
    reachable: emails.association
      ? `joignable à ${emails.association}`
      : 'joignable par son formulaire de contact',
  };
}

export interface LegalSection {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  /** Label and value pairs shown as a list of details. */
  readonly details?: ReadonlyArray<readonly [string, string]>;
  /** A titled list of what and how long, after the paragraphs, with a closing sentence. */
  readonly schedule?: {
    readonly title: string;
    readonly rows: ReadonlyArray<readonly [string, string]>;
    readonly closing: string;
  };
  readonly links?: ReadonlyArray<{
    readonly to: string;
    readonly label: string;
    readonly external?: boolean;
  }>;
}

/** The eight sections of the legal page, then the accessibility statement (RGAA 4.1). */
/** What the site keeps in the browser, said the same way whether or not the audience is measured. */
const browserStorage =
  'Le panier et les formulaires en cours sont gardés dans votre navigateur, le temps de votre visite, pour que vous ne perdiez rien de ce que vous avez saisi.';

/**
 * Cookies and trackers as this deployment has them: with audience measurement, the consent banner
 * and the footer's « Gérer les cookies » button; without it, neither (and no tracker at all).
 */
const cookiesParagraph = (analytics: boolean) =>
  analytics
    ? `Cookies et traceurs : le site ne dépose aucun traceur de mesure d’audience sans votre accord. Un bandeau vous demande votre choix, qui est conservé six mois ; refuser est aussi simple qu’accepter. Vous pouvez changer d’avis à tout moment avec le bouton « Gérer les cookies » en bas de chaque page. ${browserStorage}`
    : `Cookies et traceurs : le site ne mesure pas son audience et ne dépose aucun traceur ; il ne dépose de cookie que si vous vous connectez (voir ci-dessous). ${browserStorage}`;

/**
 * The only cookies the site itself sets: signing in to the member area or the volunteers' space.
 * Strictly needed for the service asked for, so exempt from consent; said with their names and life.
 */
const { idle, max } = SIGNED_IN_SESSION_HOURS;
const signInCookiesParagraph = `Cookies de connexion : se connecter à l’espace adhérent ou à l’espace des bénévoles dépose deux cookies strictement nécessaires à ce service, qui ne demandent donc pas votre accord. Le premier garde votre session ouverte (${SIGNED_IN_COOKIES.member} pour l’espace adhérent, ${SIGNED_IN_COOKIES.volunteer} pour celui des bénévoles) ; le second, ${SIGNED_IN_COOKIES.csrf}, vérifie que chaque formulaire envoyé depuis l’espace vient bien de vous. Illisibles par les scripts des pages et transmis uniquement sur une connexion chiffrée, ils disparaissent quand vous fermez le navigateur ou vous déconnectez ; la session se ferme d’elle-même après ${idle} heures sans activité, et ${max} heures au plus après son ouverture. Sans connexion, aucun de ces cookies n’est déposé.`;

export const legalSections = (details: SiteDetails, analytics = false): readonly LegalSection[] => {
  const identity = legalIdentity(details);
  return [
    {
      id: 'editeur',
      title: 'Informations légales de l’association',
      paragraphs: [
        `Ce site est édité par l’${identity.associationName} (${identity.shortName}), qui le publie pour le musée, pour elle-même et pour le centre d’archives (article 1-1 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique).`,
      ],
      details: [
        ['Dénomination', `${identity.associationName} (${identity.shortName})`],
        ['Forme juridique', identity.legalForm],
        ['Siège', identity.headOffice],
        ['Numéro RNA', identity.rnaNumber],
        ...(identity.siret ? [['SIRET', identity.siret] as const] : []),
        ['Directeur de la publication', identity.publicationDirector],
        ...(identity.email ? [['Courriel', identity.email] as const] : []),
        ['Téléphone', identity.phone.display],
      ],
    },
    {
      id: 'droits-auteur',
      title: 'Droits d’auteur',
      paragraphs: [
        'L’ensemble de ce site (textes, illustrations, vidéos, documents, mise en page et logiciels) est protégé par le code de la propriété intellectuelle. Toute reproduction ou représentation, totale ou partielle, sans l’autorisation écrite de l’association est interdite, sauf pour un usage strictement privé ou une courte citation mentionnant la source.',
        'Les articles des actualités et des conférences restent la propriété de leurs auteurs : pour les reproduire, écrivez à l’association, qui transmettra votre demande.',
      ],
    },
    {
      id: 'photographies',
      title: 'Photographies et illustrations',
      paragraphs: [
        'Les illustrations des pages, des actualités et de la boutique sont des dessins réalisés pour ce site en attendant les photographies des collections. Les photographies qui les remplaceront appartiennent au musée ou à leurs auteurs, dont le nom sera indiqué avec chacune.',
        'Pour utiliser une image du musée dans une publication, adressez votre demande au musée par son formulaire de contact.',
      ],
      links: [{ to: paths.contactMuseum, label: 'Écrire au musée' }],
    },
    {
      id: 'liens',
      title: 'Liens',
      paragraphs: [
        'Les liens vers d’autres sites sont proposés pour votre information ; l’association n’est pas responsable de leur contenu. Vous pouvez créer un lien vers ce site sans autorisation, à condition de ne pas l’afficher à l’intérieur d’un autre site (cadre) et de ne pas en dénaturer le contenu.',
      ],
    },
    {
      id: 'modifications',
      title: 'Modifications',
      paragraphs: [
        'L’association peut modifier à tout moment le contenu de ce site et les présentes informations légales. La version en ligne est celle qui s’applique ; pensez à la consulter régulièrement.',
      ],
    },
    {
      id: 'conception-hebergement',
      title: 'Conception et hébergement',
      paragraphs: [
        'Le site a été conçu et développé par l’équipe bénévole de l’association. Il est composé de plusieurs modules publiés séparément (musée, association, boutique, formulaires) réunis dans une même interface.',
      ],
      details: [['Hébergeur', identity.host]],
    },
    {
      id: 'contact-technique',
      title: 'Contact technique',
      paragraphs: [
        `Pour signaler un problème sur le site (page qui ne s’affiche pas, formulaire qui ne s’envoie pas, difficulté d’accès), ${identity.writeTo} en précisant l’adresse de la page, votre navigateur et ce que vous avez constaté.`,
      ],
      links: [{ to: paths.contactAssociation, label: 'Formulaire de contact de l’association' }],
    },
    {
      id: 'donnees-personnelles',
      title: 'Données personnelles',
      paragraphs: [
        `Le responsable des traitements est l’${identity.associationName}, ${identity.reachable}. Les données que vous saisissez ne servent qu’à répondre à votre demande : contact, demande de visite guidée, candidature, adhésion, don, commande, réservation de places à une conférence ou inscription à la lettre d’information. Elles ne sont ni vendues ni cédées.`,
        'Les bases légales sont l’exécution de votre demande ou d’un contrat (commande, adhésion), les obligations légales (comptabilité, reçus fiscaux) et, pour la mesure d’audience, votre consentement.',
        'Les paiements par carte sont traités sur la page sécurisée de notre prestataire de paiement : l’association ne reçoit ni ne conserve aucun numéro de carte.',
        'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation et d’opposition, ainsi que d’un droit à la portabilité de vos données (règlement général sur la protection des données, articles 15 à 21). Pour les exercer, écrivez à l’association en précisant votre demande. Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, www.cnil.fr.',
        cookiesParagraph(analytics),
        signInCookiesParagraph,
      ],
      // The periods the api's purge applies (@mtdm/shared/site): page and server say the same.
      schedule: { title: 'Durées de conservation', rows: retentionSchedule, closing: retentionClosing },
      links: [{ to: 'https://www.cnil.fr/', label: 'Le site de la CNIL', external: true }],
    },
  ];
};

/** The accessibility statement (RGAA 4.1), linked from the footer of every page. */
export const accessibilitySection = (details: SiteDetails): LegalSection => {
  const identity = legalIdentity(details);
  return {
    id: accessibilityStatement.anchor,
    title: 'Déclaration d’accessibilité',
    paragraphs: [
      'L’association s’engage à rendre son site accessible conformément à l’article 47 de la loi n° 2005-102 du 11 février 2005. Cette déclaration s’applique au site du Musée des Troupes de Marine, de l’AAMTDM et du CHETOM.',
      `État de conformité : le site est ${accessibilityStatement.status} avec le référentiel général d’amélioration de l’accessibilité (RGAA), version 4.1, car il n’a pas encore fait l’objet d’un audit complet. Il est pourtant conçu pour être utilisé au clavier et avec un lecteur d’écran : chaque page est testée automatiquement (règles WCAG 2.1 niveau AA) à chaque modification, sur ordinateur et sur téléphone.`,
      'Contenus dont l’accessibilité n’est pas encore vérifiée : les articles au format PDF des actualités et des conférences, et la carte interactive, fournie par un service tiers (l’adresse est toujours écrite à côté).',
      `Établissement de cette déclaration : ${accessibilityStatement.date}.`,
      `Retour d’information et contact : si vous ne parvenez pas à accéder à un contenu ou à un service, ${identity.writeTo} ou appelez l’accueil du musée au ${identity.phone.display} ; nous vous proposerons une autre façon d’y accéder (envoi du document, réponse par téléphone ou par courrier).`,
      'Voies de recours : si vous nous avez signalé un défaut d’accessibilité sans obtenir de réponse satisfaisante, vous pouvez écrire au Défenseur des droits, saisir un de ses délégués dans votre région, ou lui écrire gratuitement à l’adresse Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.',
    ],
    links: [
      { to: 'https://www.defenseurdesdroits.fr/', label: 'Le site du Défenseur des droits', external: true },
    ],
  };
};

export const legalInformationIntro =
  'Qui publie ce site, à quelles conditions vous pouvez en utiliser le contenu, comment vos données sont protégées et ce que nous faisons pour que chacun puisse y accéder.';
