export { StandaloneRemote, mountStandaloneRemote } from './standalone-remote';
