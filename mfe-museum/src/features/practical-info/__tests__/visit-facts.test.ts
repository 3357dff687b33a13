import { knownCollection } from '@mtdm/shared/content';
import { visitFactsOf } from '../visit-facts';

const practical = knownCollection('practical')!;

describe('the visit’s facts', () => {
  it('each in the page’s language as the association wrote it; a missing one sends to the reception', () => {
    const written = {
      ...practical,
      parking: 'Parking gratuit devant le musée, cars compris.',
      parkingEn: 'Free parking in front of the museum, coaches too.',
    };
    const french = visitFactsOf(written, 'fr', '04 94 17 86 22');
    expect(french.find((fact) => fact.title === 'Stationnement')).toEqual({
      title: 'Stationnement',
      text: 'Parking gratuit devant le musée, cars compris.',
      given: true,
    });
    const english = visitFactsOf({ ...written, byTrain: 'Gare de Fréjus.' }, 'en', '+33 4 94 17 86 22');
    expect(english.find((fact) => fact.title === 'Parking')?.text).toBe(
      'Free parking in front of the museum, coaches too.',
    );
    // Written in French only: the English page does not borrow it, it sends to the reception.
    expect(english.find((fact) => fact.title === 'By train')).toEqual({
      title: 'By train',
      text: 'Details are being prepared: please ask the reception on +33 4 94 17 86 22.',
      given: false,
    });
  });
});
