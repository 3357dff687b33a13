// react-router 7 needs TextEncoder/TextDecoder, which jsdom lacks.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');

if (typeof window !== 'undefined' && !window.matchMedia) {
  // jsdom has no layout: a media query matches when its min-width/max-width fits window.innerWidth.
  window.matchMedia = (query) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const width = window.innerWidth;
    // Only width queries are answered; any other feature (reduced motion…) is not set.
    const matches =
      (min || max ? true : false) && (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  };
}

// The repository's content (content/), published as a pre-rendered page carries it: components read
// it synchronously, as in the browser.
const path = require('node:path');
const { readContentFolder } = require('../src/content/files');
const { publishContent } = require('../src/content/store');
publishContent(readContentFolder(path.resolve(__dirname, '..', '..', 'content')), null);

// Two children of one key make React duplicate or drop them: a defect a screen shows only after an
// update. React says so on the console; here the test that caused it fails.
const DUPLICATE_KEY = 'Encountered two children with the same key';
let duplicateKeys = [];
const consoleError = console.error;
console.error = (...args) => {
  if (args.some((arg) => String(arg).includes(DUPLICATE_KEY))) duplicateKeys.push(args.map(String).join(' '));
  consoleError(...args);
};
afterEach(() => {
  const found = duplicateKeys;
  duplicateKeys = [];
  if (found.length > 0) throw new Error(`Des éléments frères partagent une clé React :\n${found[0]}`);
});
