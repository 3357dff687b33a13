// Installs what the project needs, on the Node it brings itself (scripts/lib/node-runtime.mjs): the
// pinned Node when missing, then the dependencies, installed by npm running on it. What `npm start`
// and `npm test` do first; CI calls it before its lint and type checks.
import { ensureInstalled } from './lib/node-runtime.mjs';

ensureInstalled();
