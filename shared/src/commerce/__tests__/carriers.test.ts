import { trackingUrlOf } from '../carriers';

it('links a known carrier however it is written, and no other', () => {
  expect(trackingUrlOf('Colissimo', ' 6A123 ')).toBe(
    'https://www.laposte.fr/outils/suivre-vos-envois?code=6A123',
  );
  expect(trackingUrlOf('la poste', 'X1')).toBe('https://www.laposte.fr/outils/suivre-vos-envois?code=X1');
  expect(trackingUrlOf('Mondial Relay', '42')).toMatch(/^https:\/\/www\.mondialrelay\.fr\/.*42$/);
  expect(trackingUrlOf('Chronopost', 'XY 1')).toMatch(/listeNumerosLT=XY%201$/);
  expect(trackingUrlOf('Un coursier à vélo', '1')).toBeUndefined();
});
