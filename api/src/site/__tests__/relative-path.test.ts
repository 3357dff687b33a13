import { relativePathInside } from '../relative-path';

describe('relativePathInside', () => {
  it.each([
    ['images/logo.svg', 'images/logo.svg'],
    ['/react-dom.5e1f00aa.js', 'react-dom.5e1f00aa.js'],
    ['images/../logo.svg', 'logo.svg'],
  ])('keeps %s as %s', (asked, expected) => {
    expect(relativePathInside(asked)).toBe(expected);
  });

  it.each(['', '/', '.', '../secret', 'images/../../secret', '..\0', 'a\0b'])('refuses %j', (asked) => {
    expect(relativePathInside(asked)).toBeUndefined();
  });
});
