export { mountStandaloneRemote, mountStandaloneSpace } from './standalone-remote';
