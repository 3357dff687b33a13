export { renderWithProviders } from './render-with-providers';
export { describeOwnPages } from './own-pages';
export { fakeResponse } from './fake-response';
export { describeServerRendering } from './server-rendering';
