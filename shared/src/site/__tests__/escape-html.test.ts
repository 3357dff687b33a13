import { escapeHtml } from '../escape-html';

it('turns the five characters that mark up into entities, and nothing else', () => {
  expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
    '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
  );
  expect(escapeHtml('Musée d’Outre-mer « 1900 »')).toBe('Musée d’Outre-mer « 1900 »');
});

it('escapes an ampersand once: an entity written by the visitor is shown as typed', () => {
  expect(escapeHtml('&amp;')).toBe('&amp;amp;');
});
