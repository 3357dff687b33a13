import { textOf } from '../terms-of-sale-pdf';

describe('the text of the terms of sale, read from the rendered page', () => {
  it('takes the tags out, decodes the entities, folds the white space and keeps the no-break spaces', () => {
    expect(
      textOf(
        '<strong>Droit de\n  rétractation</strong> &amp; retours&nbsp;: 14&#160;jours &#xE9;t&#XE9;\u202f!',
      ),
    ).toBe('Droit de rétractation & retours\u00a0: 14\u00a0jours été\u202f!');
  });

  it('keeps as written an entity that stands for no character, without failing', () => {
    for (const entity of [
      '&constructor;',
      '&__proto__;',
      '&tostring;',
      '&#x110000;',
      '&#99999999999;',
      '&inconnue;',
    ])
      expect(textOf(`avant ${entity} après`)).toBe(`avant ${entity} après`);
  });
});
