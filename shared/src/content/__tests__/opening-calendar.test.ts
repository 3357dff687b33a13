import { annualClosureOf, closedWeekdays, visitSlotProblem } from '../opening-calendar';
import { visitSlotMessage } from '../visit-slot-messages';
import { englishVisitSlotMessage } from '../visit-slot-messages.en';

const hours = {
  opens: '10:00',
  closes: '18:00',
  closedDays: 'le lundi',
  annualClosure: 'de Noël au jour de l’An',
};
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('when the museum receives a group', () => {
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

  it.each([
    ['2026-12-07', '14:30', 'closedDay'],
    ['2026-12-25', '14:30', 'annualClosure'],
    ['2026-12-31', '18:00', 'annualClosure'],
    ['2027-01-01', '11:00', 'annualClosure'],
    ['2026-12-08', '09:59', 'beforeOpening'],
    ['2026-12-08', '18:01', 'afterClosing'],
    ['2026-12-08', '10:00', null],
    ['2026-12-08', '18:00', null],
    ['2027-01-02', '14:00', null],
  ])('%s at %s: %s', (date, time, problem) => {
    expect(visitSlotProblem(date, time, hours)).toBe(problem);
  });

  it('says why in French and in English, with the published hours', () => {
    expect(plain(visitSlotMessage('closedDay', hours))).toBe(
      'Le musée est fermé le lundi : choisissez un autre jour.',
    );
    expect(plain(visitSlotMessage('afterClosing', hours))).toBe(
      'Les visites ont lieu entre 10 h et 18 h : choisissez une heure dans ces horaires.',
    );
    expect(plain(englishVisitSlotMessage('annualClosure', hours))).toBe(
      'The museum is closed from Christmas Day to New Year’s Day: please choose another date.',
    );
    expect(plain(englishVisitSlotMessage('beforeOpening', hours))).toBe(
      'Tours take place between 10 am and 6 pm: please choose a time within these hours.',
    );
  });
});
