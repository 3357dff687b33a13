import { ofName } from '../french-elision';

it('elides « de » before a vowel or an h, and not otherwise', () => {
  expect(ofName('Inès Martin')).toBe('d’Inès Martin');
  expect(ofName('Hélène Roux')).toBe('d’Hélène Roux');
  expect(ofName('Émile Zola')).toBe('d’Émile Zola');
  expect(ofName('Jean Dupont')).toBe('de Jean Dupont');
  expect(ofName('  Yves ')).toBe('d’Yves');
});
