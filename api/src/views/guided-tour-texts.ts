import { guidedTourLabels } from '@mtdm/shared/contracts';
import { paths } from '@mtdm/shared/routing';
import { GUIDED_TOUR_MIN_GROUP } from '@mtdm/shared/validation';
import { ENGLISH_MESSAGES, englishTourTexts } from './guided-tour-texts.en';

/** The languages the request form is sent from: the French page, or the English visit page. */
export type TourLanguage = 'fr' | 'en';

/** What the answer pages say, in each language; French is the site's, English the visit in English's. */
export const tourTexts = {
  fr: {
    fields: guidedTourLabels as Readonly<Record<string, string>>,
    specialRequests: guidedTourLabels['special-requests'],
    optional: 'facultatif',
    requiredField: 'Ce champ est obligatoire.',
    errorTitle: 'Demande de visite guidée non envoyée',
    heading: 'Demander une Visite Guidée',
    notSent: 'Votre demande n’a pas pu être envoyée :',
    toCorrect: 'à corriger :',
    correct: `Corrigez le formulaire ci-dessous puis renvoyez-le. Les visites guidées sont réservées aux groupes\n        d’au moins ${GUIDED_TOUR_MIN_GROUP} personnes.`,
    send: 'Envoyer',
    backToForm: 'Retour au formulaire du site',
    formPath: paths.guidedTour,
    sentTitle: 'Demande de visite guidée envoyée',
    thanks: 'Merci, votre demande a bien été reçue. Le musée vous recontactera pour confirmer la visite.',
    acknowledged:
      'Un accusé de réception vous a été envoyé par courriel. Cette page reste à cette adresse : vous pouvez la rouvrir sans renvoyer la demande.',
    notFoundTitle: 'Demande introuvable',
    notFound:
      'Cette adresse ne mène à aucune demande de visite : elle a été mal recopiée, ou la demande n’est plus conservée. Le courriel d’accusé de réception en garde le détail.',
    none: 'aucune',
    home: 'Retour au site du musée',
    homePath: paths.home,
    practical: 'Informations pratiques',
    practicalPath: paths.practicalInfo,
  },
  en: englishTourTexts,
};

export const messageIn = (language: TourLanguage, message: string) =>
  language === 'en' ? (ENGLISH_MESSAGES[message] ?? message) : message;
