import { orderReferenceKey } from '../order-reference';

describe('orderReferenceKey', () => {
  it.each([
    'CMD-6F9424410B',
    'cmd-6f9424410b',
    ' CMD 6F94 2441 0B ',
    'CMD6F9424410B',
    'CMD–6F9424410B',
    '6F9424410B',
    'Commande n° CMD-6F9424410B.',
    'CMD-6F9424410B du 3 décembre, merci',
  ])('reads « %s » as the order CMD-6F9424410B', (typed) => {
    expect(orderReferenceKey(typed)).toBe('CMD-6F9424410B');
  });

  it('keeps apart references that differ by a character', () => {
    expect(orderReferenceKey('CMD-6F9424410C')).not.toBe(orderReferenceKey('CMD-6F9424410B'));
    expect(orderReferenceKey('CMD-6F942441')).not.toBe(orderReferenceKey('CMD-6F9424410B'));
  });

  it('gives an order’s own reference the same key however its id is shaped', () => {
    expect(orderReferenceKey('CMD-Y-ORDER-1')).toBe(orderReferenceKey('cmd y order 1'));
  });
});
