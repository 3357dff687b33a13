import { openingNow, openingNowSentence } from '..';
import type { OpeningRules } from '../opening-now';

const rules: OpeningRules = {
  opens: '10:00',
  closes: '18:00',
  closedDays: 'le lundi',
  annualClosure: 'de Noël au jour de l’An',
  closedHolidays: ['1er mai', 'Ascension'],
  exceptionalClosures: ['2027-02-03'],
};

/** An instant given in Paris winter time (UTC+1) or summer time (UTC+2). */
const at = (iso: string) => new Date(iso);
const said = (iso: string, language: 'fr' | 'en' = 'fr') => {
  const now = at(iso);
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris' }).format(now);
  return openingNowSentence(openingNow(now, rules), { today, opens: rules.opens, language });
};

describe('whether the museum is open now', () => {
  it('open days: before, during and after the hours, in Paris time', () => {
    expect(said('2026-12-01T09:30:00+01:00')).toBe('Ouvert aujourd’hui, de 10\u00a0h à 18\u00a0h.');
    expect(said('2026-12-01T14:00:00+01:00')).toBe('Ouvert en ce moment, jusqu’à 18\u00a0h.');
    // 17:59 in Paris is 16:59 UTC: still open; 18:00 is closing time.
    expect(openingNow(at('2026-12-01T16:59:00Z'), rules).state).toBe('open');
    expect(said('2026-12-01T18:00:00+01:00')).toBe(
      'Fermé pour aujourd’hui, depuis 18\u00a0h. Réouverture demain à 10\u00a0h.',
    );
  });

  it('the weekly closed day, and the next opening named by its day', () => {
    // Saturday evening: Sunday is open. Monday is the closed day: Tuesday.
    expect(said('2026-12-07T11:00:00+01:00')).toBe(
      'Fermé aujourd’hui, jour de fermeture hebdomadaire. Réouverture demain à 10\u00a0h.',
    );
    expect(said('2026-12-06T19:00:00+01:00', 'en')).toBe(
      'Closed for the day since 6\u00a0pm. Opens again on Tuesday 8 December at 10\u00a0am.',
    );
  });

  it('the annual closure, the public holidays (Easter-based ones computed), an exceptional closure', () => {
    expect(said('2026-12-26T11:00:00+01:00')).toBe(
      'Fermé aujourd’hui\u00a0: c’est la fermeture annuelle du musée. Réouverture le samedi 2 janvier à 10\u00a0h.',
    );
    expect(openingNow(at('2027-05-01T11:00:00+02:00'), rules)).toMatchObject({
      state: 'closed',
      why: 'holiday',
      holiday: '1er mai',
    });
    // Easter 2027 is 28 March: Ascension Day, 39 days later, Thursday 6 May.
    expect(said('2027-05-06T11:00:00+02:00', 'en')).toBe(
      'Closed today: the museum is closed on Ascension Day. Opens again tomorrow at 10\u00a0am.',
    );
    expect(said('2027-02-03T11:00:00+01:00')).toBe(
      'Fermé aujourd’hui\u00a0: fermeture exceptionnelle. Réouverture demain à 10\u00a0h.',
    );
  });

  it('« 1er » for the first of a month in the next opening', () => {
    // Sunday 30 May 2027 evening; Monday 31 May is the closed day: Tuesday 1 June.
    expect(said('2027-05-30T19:00:00+02:00')).toBe(
      'Fermé pour aujourd’hui, depuis 18\u00a0h. Réouverture le mardi 1er juin à 10\u00a0h.',
    );
    expect(said('2027-05-30T19:00:00+02:00', 'en')).toBe(
      'Closed for the day since 6\u00a0pm. Opens again on Tuesday 1 June at 10\u00a0am.',
    );
  });
});
