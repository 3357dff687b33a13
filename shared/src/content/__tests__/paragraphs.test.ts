import { textParagraphs } from '../paragraphs';

describe('textParagraphs', () => {
  it('splits at blank lines, even holding spaces, and trims each paragraph', () => {
    expect(textParagraphs('Un casque.\n\n  Porté en 1915. \n \t\nRestauré.')).toEqual([
      'Un casque.',
      'Porté en 1915.',
      'Restauré.',
    ]);
  });

  it('keeps a single line break inside its paragraph', () => {
    expect(textParagraphs('Première ligne\nseconde ligne')).toEqual(['Première ligne\nseconde ligne']);
  });

  it('gives no paragraph for no text or blank text', () => {
    expect(textParagraphs(undefined)).toEqual([]);
    expect(textParagraphs(' \n\n ')).toEqual([]);
  });
});
