import { articleLabel, countedArticle } from '../article-label';

it('names an article with its size, or alone', () => {
  expect(articleLabel('Casquette', 'M')).toBe('Casquette (taille M)');
  expect(articleLabel('Mug « Bazeilles 1870 »', null)).toBe('Mug « Bazeilles 1870 »');
});

it('counts an article', () => {
  expect(countedArticle({ quantity: 2, name: 'Casquette', size: 'M' })).toBe('2 × Casquette (taille M)');
  expect(countedArticle({ quantity: 1, name: 'Autocollant', size: null })).toBe('1 × Autocollant');
});
