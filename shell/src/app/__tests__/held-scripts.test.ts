import { fetchHeldScripts } from '../held-scripts';

const preloads = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')).map(
    (link) => link.getAttribute('href'),
  );

afterEach(() => {
  document.head.innerHTML = '';
});

test('moves the held preloads into the head, in their order, and removes the template', () => {
  document.head.innerHTML =
    '<title>Boutique</title><template id="mtdm-script-hints">' +
    '<link rel="preload" href="/react-dom.1a2b3c4d.js" as="script">' +
    '<link rel="preload" href="/mfe/shop/remoteEntry.js" as="script"></template>';
  expect(preloads()).toEqual([]);

  fetchHeldScripts(document);

  expect(preloads()).toEqual(['/react-dom.1a2b3c4d.js', '/mfe/shop/remoteEntry.js']);
  expect(document.getElementById('mtdm-script-hints')).toBeNull();
  // The links now belong to the page's document: a template's content belongs to an inert one.
  expect(document.head.querySelector('link')!.ownerDocument).toBe(document);
});

test('leaves a document without held preloads as it is, and does nothing the second time', () => {
  document.head.innerHTML = '<title>Site</title><link rel="preload" href="/a.js" as="script">';
  fetchHeldScripts(document);
  fetchHeldScripts(document);
  expect(preloads()).toEqual(['/a.js']);
});
