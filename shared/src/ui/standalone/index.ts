export { mountStandaloneRemote } from './standalone-remote';
