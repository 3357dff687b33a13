import { escapeHtml, unescapeHtml } from '../escape-html';

it('turns the five characters that mark up into entities, and nothing else', () => {
  expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
    '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
  );
  expect(escapeHtml('Musée d’Outre-mer « 1900 »')).toBe('Musée d’Outre-mer « 1900 »');
});

it('escapes an ampersand once: an entity written by the visitor is shown as typed', () => {
  expect(escapeHtml('&amp;')).toBe('&amp;amp;');
});

it('reads text back out of HTML: the entities decoded, one that stands for no character kept', () => {
  expect(unescapeHtml('Tom &amp; Jerry&nbsp;: l&rsquo;&#xE9;t&#XE9; &#8239;!')).toBe(
    'Tom & Jerry\u00a0: l’été \u202f!',
  );
  expect(unescapeHtml(escapeHtml(`<a title='y'>Tom & "Jerry"</a>`))).toBe(`<a title='y'>Tom & "Jerry"</a>`);
  for (const entity of ['&constructor;', '&tostring;', '&#x110000;', '&#99999999999;', '&inconnue;'])
    expect(unescapeHtml(`avant ${entity} après`)).toBe(`avant ${entity} après`);
});
