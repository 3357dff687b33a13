import { DONOR_STATUSES, labelOf, MEMBERSHIP_TYPES } from '../form-options';

describe('labelOf', () => {
  it('gives the visible text of a value, or the value when no option has it', () => {
    expect(labelOf(MEMBERSHIP_TYPES, 'family')).toBe('Association');
    expect(labelOf(DONOR_STATUSES, 'particulier')).toBe('Particulier');
    expect(labelOf(MEMBERSHIP_TYPES, 'inconnu')).toBe('inconnu');
  });
});
