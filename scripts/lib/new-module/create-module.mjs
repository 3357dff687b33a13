// What `npm run new-module` does, on a repository root given as an argument (the repository, or a
// copy in a test): the module's folder from the template, its entry in shared/modules.json and its
// pipeline. Nothing else lists the modules.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'template');
const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const PREFIX = /^\/[a-z0-9-]+\/$/;
/**
 * What a title or a description may hold: it is written inside TypeScript and JSON strings, YAML and
 * HTML. Letters, digits, spaces and French punctuation, but no quote, backslash, backtick, dollar,
 * brace, angle bracket, colon, hash or line break, any of which could end the string it sits in.
 */
const SAFE_TEXT = /^[\p{L}\p{N} \u00a0\u202f’,.()«»!?-]+$/u;
const SAFE_TEXT_WORDS = 'des lettres, des chiffres, des espaces et la ponctuation ’ , . ( ) « » ! ? -';

function safeText(option, value, max) {
  if (value === undefined) return undefined;
  if (!SAFE_TEXT.test(value) || value.length > max)
    throw new Error(`${option} ne peut contenir que ${SAFE_TEXT_WORDS} (${max} caractères au plus)`);
  return value;
}

/** `volunteers --signed-in /benevoles/ --title "…"` → what to create. */
export function parseNewModuleArguments(args) {
  const request = { install: true };
  const rest = [...args];
  while (rest.length > 0) {
    const arg = rest.shift();
    if (arg === '--signed-in') request.pathPrefix = rest.shift();
    else if (arg === '--title') request.title = rest.shift();
    else if (arg === '--description') request.description = rest.shift();
    else if (arg === '--root') request.root = rest.shift();
    else if (arg === '--no-install') request.install = false;
    else if (arg.startsWith('--')) throw new Error(`option inconnue : ${arg}`);
    else if (request.name) throw new Error(`un seul nom de module, pas aussi « ${arg} »`);
    else request.name = arg.replace(/^mfe-/, '');
  }
  if (!request.name || !NAME.test(request.name))
    throw new Error('donnez le nom du module en minuscules, mots séparés par des tirets (ex. : benevoles)');
  if (request.pathPrefix !== undefined && !PREFIX.test(request.pathPrefix ?? ''))
    throw new Error('--signed-in attend le préfixe de ses pages, comme /benevoles/');
  safeText('--title', request.title, 80);
  safeText('--description', request.description, 200);
  return request;
}

const pascal = (name) => name.replace(/(^|-)([a-z0-9])/g, (_all, _dash, letter) => letter.toUpperCase());
const fill = (text, values) => text.replace(/%%([A-Z_]+)%%/g, (all, key) => values[key] ?? all);
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Every file of a template folder, relative to it. */
function templateFiles(folder) {
  return fs
    .readdirSync(folder, { recursive: true })
    .filter((file) => fs.statSync(path.join(folder, file)).isFile())
    .sort();
}

/** What every frontend module uses (its own packages, if it needs more, it adds them). */
const DEPENDENCIES = ['@mtdm/shared', 'react', 'react-dom', 'react-router-dom', 'styled-components'];
const DEV_DEPENDENCIES = [
  '@swc/core',
  '@swc/jest',
  '@testing-library/dom',
  '@testing-library/jest-dom',
  '@testing-library/react',
  '@testing-library/user-event',
  '@types/jest',
  '@types/react',
  '@types/react-dom',
  'jest',
  'jest-environment-jsdom',
  'swc-loader',
  'typescript',
  'webpack',
  'webpack-cli',
  'webpack-dev-server',
];

/** Those packages at the versions the modules of the list already use (one version in the lock). */
function dependenciesOf(root, modules) {
  const manifests = modules.remotes.map((module) => readJson(path.join(root, module.folder, 'package.json')));
  const versionOf = (name) => {
    for (const manifest of manifests) {
      const version = manifest.dependencies?.[name] ?? manifest.devDependencies?.[name];
      if (version) return version;
    }
    throw new Error(`aucun module n’utilise ${name} : sa version est inconnue`);
  };
  const pick = (names) => Object.fromEntries(names.map((name) => [name, versionOf(name)]));
  return { dependencies: pick(DEPENDENCIES), devDependencies: pick(DEV_DEPENDENCIES) };
}

/** The list as it is written: one line per module (the formatter wraps a long one). */
function writeModuleList(file, modules) {
  const line = (module) =>
    JSON.stringify(module)
      .replace(/":/g, '": ')
      .replace(/,"/g, ', "')
      .replace(/^\{(.*)\}$/, '{ $1 }');
  const value = (entry) => {
    if (!Array.isArray(entry)) return typeof entry === 'object' ? line(entry) : JSON.stringify(entry);
    if (entry.length === 0) return '[]';
    return `[\n${entry.map((module) => `    ${line(module)}`).join(',\n')}\n  ]`;
  };
  const body = Object.entries(modules).map(([key, entry]) => `  ${JSON.stringify(key)}: ${value(entry)}`);
  fs.writeFileSync(file, `{\n${body.join(',\n')}\n}\n`);
}

function nextDevPort(modules) {
  const all = [modules.shell, ...modules.remotes, ...(modules.signedInRemotes ?? [])];
  return Math.max(...all.map((module) => module.devPort)) + 1;
}

/**
 * Creates the module under `root`. Returns its folder, the files written and the files edited
 * (relative to `root`). Refuses a name the list already holds.
 */
export function createModule(root, request) {
  const { name, pathPrefix } = request;
  const folder = `mfe-${name}`;
  const listFile = path.join(root, 'shared', 'modules.json');
  const modules = readJson(listFile);
  const all = [modules.shell, ...modules.remotes, ...(modules.signedInRemotes ?? [])];
  if (all.some((module) => module.folder === folder) || fs.existsSync(path.join(root, folder)))
    throw new Error(`${folder} existe déjà`);

  const signedIn = pathPrefix !== undefined;
  const title = request.title ?? pascal(name);
  const description = request.description ?? title.toLowerCase();
  const { dependencies, devDependencies } = dependenciesOf(root, modules);
  const entry = {
    folder,
    federationName: `mfe_${name.replace(/-/g, '_')}`,
    segment: name,
    devPort: nextDevPort(modules),
    ...(signedIn ? { pathPrefix, title } : {}),
  };
  const values = {
    FOLDER: folder,
    FEDERATION_NAME: entry.federationName,
    FILE_NAME: name,
    PASCAL: pascal(name),
    PORT: String(entry.devPort),
    PATH_PREFIX: pathPrefix ?? '',
    TITLE: title,
    DESCRIPTION: description,
    DESCRIPTION_CAPITALIZED: description.charAt(0).toUpperCase() + description.slice(1),
    TOKEN_SUFFIX: folder.toUpperCase().replace(/-/g, '_'),
    DEPENDENCIES: JSON.stringify(dependencies, null, 4).replace(/\n}$/, '\n  }'),
    DEV_DEPENDENCIES: JSON.stringify(devDependencies, null, 4).replace(/\n}$/, '\n  }'),
    KIND_NOTE: signedIn
      ? `Ses pages vivent sous \`${pathPrefix}\`, servies aux seules personnes connectées : jamais pré-rendues, absentes du plan du site, marquées \`noindex\`, et aucune page publique ne charge un octet de ce module (voir docs/adding-a-module.md).`
      : `Ses pages sont publiques : chacune a son entrée dans \`shared/src/routing/pages.ts\` et son fichier dans \`src/pages/\` (voir docs/adding-a-page.md). D’ici là, sa page \`src/pages/${name}-module-page.tsx\` est servie à \`/${name}/\` dès son premier déploiement : le site en service enregistre le module sans redémarrer (voir docs/adding-a-module.md).`,
  };

  const written = [];
  const write = (relative, text) => {
    const target = path.join(root, relative);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
    written.push(relative);
  };
  for (const kind of ['common', signedIn ? 'signed-in' : 'public']) {
    const from = path.join(TEMPLATE, kind);
    for (const file of templateFiles(from)) {
      const text = fill(fs.readFileSync(path.join(from, file), 'utf8'), values);
      write(path.join(folder, fill(file.replace(/\.template$/, ''), values)), text);
    }
  }
  // Its pipeline is the matrix's (.github/workflows/modules.yml): the module list names it there.

  if (signedIn) modules.signedInRemotes = [...(modules.signedInRemotes ?? []), entry];
  else modules.remotes = [...modules.remotes, entry];
  writeModuleList(listFile, modules);
  return { folder, entry, written, edited: [path.join('shared', 'modules.json')] };
}
