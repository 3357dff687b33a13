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

// What React reports on the console as a defect a screen shows only later: two children of one key
// (duplicated or dropped on an update), a list without keys, an element HTML does not allow where it
// stands (the pre-rendered page and the browser's would differ). The test during which it is said fails.
const REACT_DEFECTS = [
  'Encountered two children with the same key',
  'Each child in a list should have a unique "key" prop',
  'In HTML, ',
];
let defects = [];
const consoleError = console.error;
console.error = (...args) => {
  const said = args.map(String).join(' ');
  if (REACT_DEFECTS.some((defect) => said.includes(defect))) defects.push(said);
  consoleError(...args);
};
// eslint-disable-next-line no-undef -- jest gives afterEach to the files it sets up after its environment.
afterEach(() => {
  const found = defects;
  defects = [];
  if (found.length > 0) throw new Error(`React signale un défaut de l’écran :\n${found[0]}`);
});
