import type { PracticalInfo } from '@mtdm/shared/content';

/** What visitors ask before coming, each written by the association in the editor (French, English). */
const VISIT_FACTS = [
  { field: 'byTrain', fr: 'Venir en train', en: 'By train' },
  { field: 'byBus', fr: 'Venir en bus', en: 'By bus' },
  { field: 'parking', fr: 'Stationnement', en: 'Parking' },
  { field: 'stepFreeAccess', fr: 'Accès sans marche', en: 'Step-free access' },
  { field: 'visitDuration', fr: 'Durée de la visite', en: 'How long to allow' },
] as const;

/** Said while a fact is not published yet: never a guess, the reception's number instead. */
const notGivenYet = {
  fr: (phone: string) => `Information en cours de préparation : l’accueil vous renseigne au ${phone}.`,
  en: (phone: string) => `Details are being prepared: please ask the reception on ${phone}.`,
};

export interface VisitFact {
  readonly title: string;
  readonly text: string;
  /** False while the association has not written it: the page says to ask the reception. */
  readonly given: boolean;
}

/** The visit's facts in `language`, from the published practical information. */
export function visitFactsOf(practical: PracticalInfo, language: 'fr' | 'en', phone: string): VisitFact[] {
  return VISIT_FACTS.map((fact) => {
    const key: keyof PracticalInfo = language === 'en' ? `${fact.field}En` : fact.field;
    const text = (practical[key] as string | undefined)?.trim();
    return text
      ? { title: fact[language], text, given: true }
      : { title: fact[language], text: notGivenYet[language](phone), given: false };
  });
}
