import { quotedName } from '../non-breaking';

describe('a name quoted in French', () => {
  it('puts it between guillemets with no-break spaces', () => {
    expect(quotedName('Casquette brodée ancre d’or')).toBe('«\u00a0Casquette brodée ancre d’or\u00a0»');
  });

  it('writes the guillemets inside it as “ ”, never nested guillemets', () => {
    expect(quotedName('Mug «\u00a0Bazeilles 1870\u00a0»')).toBe('«\u00a0Mug “Bazeilles 1870”\u00a0»');
    expect(quotedName('Mug « Bazeilles 1870 » (taille M)')).toBe(
      '«\u00a0Mug “Bazeilles 1870” (taille M)\u00a0»',
    );
  });
});
