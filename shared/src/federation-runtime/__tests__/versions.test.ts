import { compareVersions, satisfies } from '../versions';

describe('compareVersions', () => {
  it('orders by major, minor, patch, a pre-release below its release', () => {
    expect(compareVersions('19.3.1', '19.3.1')).toBe(0);
    expect(compareVersions('19.10.0', '19.9.9')).toBeGreaterThan(0);
    expect(compareVersions('2.0.0', '10.0.0')).toBeLessThan(0);
    expect(compareVersions('1.0.0-rc.1', '1.0.0')).toBeLessThan(0);
    expect(compareVersions('1.2', '1.2.0')).toBe(0);
  });
});

describe('satisfies', () => {
  it('reads exact versions, ^ and ~ ranges, and no requirement', () => {
    expect(satisfies('19.3.1', '19.3.1')).toBe(true);
    expect(satisfies('19.3.2', '19.3.1')).toBe(false);
    expect(satisfies('19.4.0', '^19.3.1')).toBe(true);
    expect(satisfies('19.3.0', '^19.3.1')).toBe(false);
    expect(satisfies('20.0.0', '^19.3.1')).toBe(false);
    expect(satisfies('6.6.9', '~6.6.0')).toBe(true);
    expect(satisfies('6.7.0', '~6.6.0')).toBe(false);
    expect(satisfies('1.0.0', undefined)).toBe(true);
    expect(satisfies('1.0.0', false)).toBe(true);
    expect(satisfies('1.0.0', '*')).toBe(true);
  });
});
