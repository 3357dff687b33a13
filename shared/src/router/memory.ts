/**
 * The router of the pre-rendering and of the tests: a page rendered at a given address, outside any
 * browser. Apart from the shared router (./index.ts), so that no visitor downloads it.
 */
export { MemoryRouter } from 'react-router';
