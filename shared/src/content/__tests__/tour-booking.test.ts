import { annualClosureOf, closedWeekdays } from '../opening-calendar';
import { closedHolidayOn, publicHolidaysOf } from '../public-holidays';
import { bookableDays, latestStart, tourProblem, type TourRules } from '../tour-booking';
import { tourMessage } from '../tour-messages';
import { englishTourMessage } from '../tour-messages.en';
import { plainSpaces } from '../../testing/plain-spaces';

const rules: TourRules = {
  opens: '10:00',
  closes: '18:00',
  closedDays: 'le lundi',
  annualClosure: 'de Noël au jour de l’An',
  tourDurationMinutes: 90,
  tourMaxGroup: 50,
  tourBookingMonths: 12,
  closedHolidays: ['lundi de Pâques', 'Ascension'],
  exceptionalClosures: ['2027-02-03', '2027-03-10/2027-03-12'],
};
/** The day the cases below are checked on: a Tuesday. */
const TODAY = '2026-12-01';

describe('when the museum closes', () => {
  it('reads the closed days and the annual closure as the practical information writes them', () => {
    expect(closedWeekdays('le lundi')).toEqual([1]);
    expect(closedWeekdays('le lundi et le mardi')).toEqual([1, 2]);
    expect(closedWeekdays('jamais')).toEqual([]);
    expect(annualClosureOf('de Noël au jour de l’An')).toEqual({
      from: { month: 12, day: 25 },
      to: { month: 1, day: 1 },
    });
    expect(annualClosureOf('du 24 décembre au 2 janvier')).toEqual({
      from: { month: 12, day: 24 },
      to: { month: 1, day: 2 },
    });
    expect(annualClosureOf('en hiver')).toBeNull();
  });

  it('computes the public holidays, Easter-based ones included', () => {
    expect(publicHolidaysOf(2027)).toMatchObject({
      'lundi de Pâques': '2027-03-29',
      Ascension: '2027-05-06',
      'lundi de Pentecôte': '2027-05-17',
      '1er mai': '2027-05-01',
    });
    expect(publicHolidaysOf(2026)['lundi de Pâques']).toBe('2026-04-06');
    expect(publicHolidaysOf(2030)['lundi de Pâques']).toBe('2030-04-22');
    // 1 May whatever the content says; the others as it lists them.
    expect(closedHolidayOn('2027-05-01', [])).toBe('1er mai');
    expect(closedHolidayOn('2027-07-14', [])).toBeUndefined();
    expect(closedHolidayOn('2027-07-14', ['14 juillet'])).toBe('14 juillet');
  });
});

describe('when a guided tour can take place', () => {
  it.each([
    ['2026-11-20', '14:00', 20, 'past'],
    [TODAY, '14:00', 20, 'today'],
    ['2026-12-07', '14:30', 20, 'closedDay'],
    ['2026-12-25', '14:30', 20, 'annualClosure'],
    ['2027-01-01', '11:00', 20, 'annualClosure'],
    ['2027-05-01', '11:00', 20, 'holiday'],
    ['2027-03-29', '11:00', 20, 'closedDay'],
    ['2027-05-06', '11:00', 20, 'holiday'],
    ['2027-02-03', '11:00', 20, 'exceptionalClosure'],
    ['2027-03-11', '11:00', 20, 'exceptionalClosure'],
    ['2027-12-02', '11:00', 20, 'tooFar'],
    ['2031-06-03', '11:00', 20, 'tooFar'],
    ['2026-12-08', '09:59', 20, 'beforeOpening'],
    ['2026-12-08', '18:00', 20, 'afterClosing'],
    ['2026-12-08', '16:31', 20, 'afterClosing'],
    ['2026-12-08', '14:00', 500, 'groupTooLarge'],
    ['2026-12-02', '10:00', 10, null],
    ['2026-12-08', '16:30', 50, null],
    ['2027-01-02', '14:00', 20, null],
    ['2027-12-01', '14:00', 20, null],
  ] as const)('%s at %s for %i: %s', (date, time, groupSize, problem) => {
    expect(tourProblem({ date, time, groupSize }, rules, TODAY)).toBe(problem);
  });

  it('gives the first and last days and the latest start the forms offer', () => {
    expect(bookableDays(rules, TODAY)).toEqual({ first: '2026-12-02', last: '2027-12-01' });
    expect(latestStart(rules)).toBe('16:30');
  });

  it('says why in French and in English, with the association’s figures', () => {
    expect(plainSpaces(tourMessage('closedDay', rules, TODAY))).toBe(
      'Le musée est fermé le lundi : choisissez un autre jour.',
    );
    expect(plainSpaces(tourMessage('afterClosing', rules, TODAY))).toBe(
      'Une visite guidée dure 1 h 30 : elle commence entre 10 h et 16 h 30, pour finir avant la fermeture à 18 h.',
    );
    expect(plainSpaces(tourMessage('tooFar', rules, TODAY))).toBe(
      'Les visites guidées se demandent au plus 12 mois à l’avance : choisissez une date jusqu’au 1er décembre 2027.',
    );
    expect(plainSpaces(tourMessage('holiday', rules, TODAY, '2027-05-06'))).toBe(
      'Le musée est fermé le jeudi de l’Ascension : choisissez un autre jour.',
    );
    expect(plainSpaces(tourMessage('groupTooLarge', rules, TODAY))).toBe(
      'Pour un groupe de plus de 50 personnes, contactez directement le musée.',
    );
    expect(plainSpaces(englishTourMessage('annualClosure', rules, TODAY))).toBe(
      'The museum is closed from Christmas Day to New Year’s Day: please choose another date.',
    );
    expect(plainSpaces(englishTourMessage('beforeOpening', rules, TODAY))).toBe(
      'A guided tour lasts 1 hour 30 minutes: it starts between 10 am and 4.30 pm, to end before the museum closes at 6 pm.',
    );
    expect(plainSpaces(englishTourMessage('holiday', rules, TODAY, '2027-05-01'))).toBe(
      'The museum is closed on 1 May: please choose another day.',
    );
  });
});
