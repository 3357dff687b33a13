import { englishCount, englishDays, englishHour, englishPeriod } from '../english-words.en';

describe('the published facts in English', () => {
  it('writes hours the British way', () => {
    expect(englishHour('10:00')).toBe('10\u00a0am');
    expect(englishHour('18:30')).toBe('6.30\u00a0pm');
    expect(englishHour('12:00')).toBe('12\u00a0pm');
  });

  it('reads the French days, and says when it cannot', () => {
    expect(englishDays('du mardi au dimanche')).toBe('Tuesday to Sunday');
    expect(englishDays('le lundi')).toBe('Mondays');
    expect(englishDays('les jours fériés')).toBeNull();
    expect(englishPeriod('de Noël au jour de l’An')).toBe('from Christmas Day to New Year’s Day');
    expect(englishPeriod('en août')).toBeNull();
  });

  it('groups thousands with a comma', () => {
    expect(englishCount(13680)).toBe('13,680');
  });
});
