import { countInWords, formatArea, formatCount, museumFacts } from '..';

describe('the figures as the pages write them', () => {
  it('sets thousands apart with a narrow no-break space and keeps an area with its unit', () => {
    expect(formatCount(museumFacts.visitorsPerYear)).toBe('17\u202f000');
    expect(formatArea(1100)).toBe('1\u202f100\u00a0m²');
  });

  it('writes a count of ten or less in letters, and figures above', () => {
    expect(countInWords(8)).toBe('huit');
    expect(countInWords(9)).toBe('neuf');
    expect(countInWords(12)).toBe('12');
  });
});
