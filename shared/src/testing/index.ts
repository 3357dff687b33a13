export { renderWithProviders } from './render-with-providers';
export { describeOwnPages } from './own-pages';
export { loadRemotePages } from './remote-pages';
export type { RemotePages } from './remote-pages';
export { fakeResponse } from './fake-response';
export { describeServerRendering, renderPageToHtml } from './server-rendering';
