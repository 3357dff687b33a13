// Lint for the whole repository. Besides the usual rules it enforces the module boundaries of
// docs/architecture.md: a remote never imports another remote, the shell never imports a remote's
// source (it loads pages through federation), and the api never imports React.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments';
import { remoteModules, shellModule } from './scripts/lib/modules.mjs';

/** The remotes' folders, public and signed-in, from the one list of modules (shared/modules.json). */
const remotes = remoteModules.map((remote) => remote.folder);
const federationName = (folder) =>
  [shellModule, ...remoteModules].find((module) => module.folder === folder).federationName;

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

/** The feature folders of a frontend module (src/features/<feature>). */
const featuresOf = (folder) => {
  try {
    return readdirSync(new URL(`./${folder}/src/features`, import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

/**
 * Inside a frontend module, as bulletproof-react does: a feature never imports another feature, and
 * never a page (pages compose features). What several features need goes to the module's common
 * folders (src/common, src/store…) or to @mtdm/shared. Import cycles are refused.
 */
const featureBoundaries = (folder) => ({
  files: [`${folder}/src/**/*.{ts,tsx}`],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] } },
    // Read TypeScript files too when following imports (cycles).
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: repoRoot,
        zones: [
          ...featuresOf(folder).map((feature) => ({
            target: `./${folder}/src/features/${feature}`,
            from: `./${folder}/src/features`,
            except: [`./${feature}`],
            message: `La fonctionnalité « ${feature} » n’importe pas une autre fonctionnalité : la page les compose, et ce qui est commun va dans src/common ou @mtdm/shared.`,
          })),
          {
            target: `./${folder}/src/features`,
            from: `./${folder}/src/pages`,
            message:
              'Une fonctionnalité n’importe pas une page : c’est la page qui compose les fonctionnalités.',
          },
        ],
      },
    ],
    'import-x/no-cycle': 'error',
  },
});

/** Import patterns that reach into a frontend module from outside it. */
const importsOf = (folder) => [
  ...new Set([
    `**/${folder}/**`,
    folder,
    `${folder}/**`,
    federationName(folder),
    `${federationName(folder)}/*`,
  ]),
];

/**
 * Imports that have a site-wide replacement: the router facade (the shared singleton, see
 * shared/src/router) and useElementId (React's useId gives ids starting with "_", which the
 * pre-rendered HTML must not have).
 */
const routerPaths = [
  ...['react-router', 'react-router-dom'].map((name) => ({
    name,
    message: 'Importez le routeur depuis @mtdm/shared/router : c’est lui le singleton partagé.',
  })),
  {
    name: 'react',
    importNames: ['useId'],
    message: 'Utilisez useElementId de @mtdm/shared/ui : un id qui commence par une lettre.',
  },
];

const api = (folder) => `./api/src/${folder}`;

/**
 * The api's domains (api/README.md), each a folder with its routes (`*-routes.ts`), its services (the
 * other files) and its stores (`*-store.ts`, all the SQL). Beside them, what is common: `database/`,
 * `mail/`, `content/`, `http/`, `infrastructure/`, `views/`, `site/`, `releases/` and the files at the
 * root (configuration, services' assembly, server, command lines).
 */
export const API_DOMAINS = [
  'agenda',
  'backups',
  'browser-errors',
  'conferences',
  'dashboard',
  'deployments',
  'documents',
  'email-changes',
  'health',
  'inbox',
  'mail',
  'member-area',
  'memberships',
  'newsletter',
  'orders',
  'payments',
  'personal-data',
  'settlement',
  'sign-in',
  'start-up',
  'tours',
  'treasury',
  'volunteers',
];
/** What every domain uses, beside them (api/README.md): each folder of api/src is one or the other. */
export const API_COMMON = ['content', 'database', 'http', 'infrastructure', 'releases', 'site', 'views'];
const inDomains = (pattern) => api(`{${API_DOMAINS.join(',')}}/${pattern}`);
/** The ground every domain stands on: the common folders, and the mail queue (layered like a domain). */
const GROUND = [...API_COMMON, 'mail'];
const DOMAINS_ABOVE_GROUND = API_DOMAINS.filter((folder) => !GROUND.includes(folder));
const ROUTES = api('**/*-routes.ts');
const STORES = api('**/*-store.ts');
/** A domain's services: its files that are neither routes nor stores. */
const SERVICES = inDomains('!(*-routes|*-store).ts');
const ROOT_FILES = api('{app,main,backup-cli,receipts-cli,services,payment-flows}.ts');

/**
 * The api's layers, in every domain: routes validate, call one service function and answer; services
 * own the transactions and the order of effects; stores hold all SQL; infrastructure talks to the
 * outside (mail, payment providers, files). A layer never imports one above it. The payments (their
 * records and the flows' contract) and the documents never import each other, nor the settlement,
 * which stands on both and moves a payment from its start to its final state.
 */
const apiLayers = {
  files: ['api/src/**/*.ts'],
  ignores: ['api/src/**/__tests__/**'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver': { node: { extensions: ['.ts', '.js', '.json'] } },
    'import-x/extensions': ['.ts', '.js'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: repoRoot,
        zones: [
          {
            target: STORES,
            from: [ROUTES, SERVICES, api('{http,infrastructure,site,views,content,releases}/**'), ROOT_FILES],
            message:
              'Un store ne contient que du SQL : il n’importe ni service, ni route, ni infrastructure.',
          },
          {
            target: api('infrastructure/**'),
            from: [ROUTES, SERVICES, api('{http,site,views}/**'), ROOT_FILES],
            message: 'L’infrastructure (courriel, prestataires, fichiers) n’importe ni service ni route.',
          },
          {
            target: api('releases/**'),
            from: [ROUTES, SERVICES, STORES, api('{http,site,views,database,content}/**'), ROOT_FILES],
            message:
              'Le chemin des versions (releases/) ne connaît que les fichiers du déploiement : ni service, ni route, ni base de données.',
          },
          {
            target: SERVICES,
            from: [ROUTES, api('{http,site,views}/**'), api('{app,main,backup-cli,receipts-cli}.ts')],
            message: 'Un service n’importe pas une route ni la couche HTTP : c’est la route qui l’appelle.',
          },
          {
            target: ROUTES,
            from: STORES,
            message: 'Une route appelle un service, jamais un store directement.',
          },
          {
            target: api('config.ts'),
            from: api('!(config).ts'),
            message:
              'La configuration ne lit que l’environnement : elle n’importe rien de l’api (les services la reçoivent).',
          },
          {
            target: api('config.ts'),
            from: api('*/**'),
            message:
              'La configuration ne lit que l’environnement : elle n’importe rien de l’api (les services la reçoivent).',
          },
          {
            target: api('views/**'),
            from: [ROUTES, SERVICES, STORES, api('{infrastructure,site,releases,database}/**'), ROOT_FILES],
            message:
              'Une vue met en page ce qu’on lui donne : elle n’importe ni service, ni store, ni infrastructure.',
          },
          {
            target: api('site/**'),
            from: [ROUTES, STORES, api('{app,main}.ts')],
            message: 'Le site servi passe par les services, jamais par un store ni une route.',
          },
          {
            target: api('http/**'),
            from: [ROUTES, STORES, api('{site,views}/**'), api('{app,main}.ts')],
            message: 'La couche HTTP (crochets communs) n’importe ni route, ni store, ni vue.',
          },
          {
            target: api(`{${GROUND.join(',')}}/**`),
            from: api(`{${DOMAINS_ABOVE_GROUND.join(',')}}/**`),
            message:
              'Le commun (http, courriel, infrastructure, vues, site, versions, base, contenu) n’importe aucun domaine : un domaine lui passe ce qu’il doit savoir.',
          },
          {
            target: api('{payments,settlement}/**'),
            from: api('{memberships,orders,treasury,payment-flows.ts}{/**,}'),
            message:
              'Les paiements ne connaissent pas les parcours qui les utilisent (adhésion, commande, don) : services.ts leur passe ceux de payment-flows.ts.',
          },
          {
            target: api('documents/**'),
            from: api('{memberships,orders,treasury,payment-flows.ts}{/**,}'),
            message:
              'Les documents ne lisent pas les tables des parcours qui les font émettre (adhésion, don) : chacun leur passe son payeur (documents/document-payer.ts), par payment-flows.ts.',
          },
          {
            target: api('payments/**'),
            from: api('settlement/**'),
            message:
              'Les paiements (leur enregistrement, le contrat des parcours, leurs messages) n’importent pas le règlement : c’est le règlement qui les fait avancer.',
          },
          {
            target: api('payments/**'),
            from: api('documents/!(*-store).ts'),
            message: 'Les paiements n’importent pas les documents : le règlement (settlement/) les relie.',
          },
          {
            target: api('documents/**'),
            from: [api('payments/!(*-store).ts'), api('settlement/**')],
            message: 'Les documents ne connaissent que les stores, jamais le déroulement des paiements.',
          },
        ],
      },
    ],
    'import-x/no-cycle': 'error',
  },
};

/** A statement prepared outside a store: the SQL is the stores' alone. */
const PREPARED_SQL = {
  selector: "CallExpression[callee.property.name='prepare']",
  message:
    'Le SQL va dans un store (*-store.ts) : un service appelle les fonctions du store, il ne prépare pas de requête.',
};
/** A transaction opened by a route or a store: a service opens it and orders the effects inside. */
const OPENED_TRANSACTION = {
  selector: "CallExpression[callee.property.name='transaction']",
  message:
    'La transaction est ouverte par un service : une route appelle un service, un store exécute sa requête dans la transaction de son appelant.',
};
const CLOCK_MESSAGE =
  'L’heure du serveur est services.now() : un store la reçoit de son appelant (api/README.md, « L’heure des tests »).';
/** The machine's clock read directly, where the server's own clock is the one to read. */
const MACHINE_CLOCK = [
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: CLOCK_MESSAGE },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: CLOCK_MESSAGE,
  },
  { selector: "CallExpression[callee.name='nowIso']", message: CLOCK_MESSAGE },
];
/**
 * What keeps the machine's clock on purpose: the server's clock itself, the payment providers (each
 * has its own), the mail queue and its transports, and the work on files (deployments, releases,
 * backups).
 */
const MACHINE_CLOCK_FILES = [
  'api/src/services.ts',
  'api/src/infrastructure/payment-providers/**',
  'api/src/infrastructure/mail-transports.ts',
  'api/src/mail/mail-store.ts',
  'api/src/mail/mail-dispatcher.ts',
  'api/src/deployments/**',
  'api/src/releases/**',
  'api/src/backups/**',
];
/**
 * Where the api's statements and transactions go (the database's own folder opens the base and
 * migrates it), and where the machine's clock may not be read: each rule set twice, the second time
 * with the clock's, for the files that do not keep the machine's clock (a later block wins the rule).
 */
const apiStatementRules = [
  [['api/src/**/*.ts'], ['api/src/**/*-store.ts', 'api/src/**/*-routes.ts'], [PREPARED_SQL]],
  [['api/src/**/*-routes.ts'], [], [PREPARED_SQL, OPENED_TRANSACTION]],
  [['api/src/**/*-store.ts'], [], [OPENED_TRANSACTION]],
].flatMap(([files, ignores, restricted]) =>
  [
    [[], restricted],
    [MACHINE_CLOCK_FILES, [...restricted, ...MACHINE_CLOCK]],
  ].map(([alsoIgnored, rules]) => ({
    files,
    ignores: [...ignores, ...alsoIgnored, 'api/src/database/**', 'api/src/**/__tests__/**'],
    rules: { 'no-restricted-syntax': ['error', ...rules] },
  })),
);

const boundary = (files, forbidden, message, paths = []) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { paths, patterns: [{ group: forbidden, message }] }],
  },
});

const SERVER_SIDE =
  'L’api et le domaine partagé n’importent ni React ni l’interface : ils tournent aussi sur le serveur.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '.bench/**',
      '**/coverage/**',
      '.deploy/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // Every disabled rule says why, after "--" on the same comment.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { '@eslint-community/eslint-comments': eslintComments },
    rules: {
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // French texts hold no-break spaces (before : and », between 10 and h): allowed in texts, not in code.
      'no-irregular-whitespace': [
        'error',
        {
          skipStrings: true,
          skipTemplates: true,
          skipJSXText: true,
          skipComments: false,
          skipRegExps: false,
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...remotes.map((remote) =>
    boundary(
      [`${remote}/**/*.{ts,tsx,js,cjs,mjs}`],
      [...remotes.filter((other) => other !== remote).flatMap(importsOf), ...importsOf('shell')],
      `${remote} ne doit importer ni un autre module distant ni le shell : passez par @mtdm/shared.`,
      routerPaths,
    ),
  ),
  ...[shellModule.folder, ...remotes].map(featureBoundaries),
  apiLayers,
  ...apiStatementRules,
  {
    // The frontend parts of @mtdm/shared import the router from its facade too.
    files: ['shared/src/{ui,testing,theme}/**/*.{ts,tsx}'],
    // …and by its package name, never by a relative path: webpack would bundle a second router.
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: routerPaths,
          patterns: [
            {
              regex: '^\\.\\.?/(.*/)?router(/|$)',
              message: 'Importez @mtdm/shared/router (le singleton partagé), pas un chemin relatif.',
            },
          ],
        },
      ],
    },
  },
  boundary(
    ['shell/**/*.{ts,tsx,js,cjs,mjs}'],
    remotes.flatMap(importsOf),
    'Le shell ne doit pas importer le code d’un module distant : il charge ses pages par la fédération (loadRemote).',
    routerPaths,
  ),
  boundary(
    [
      'api/**/*.{ts,tsx,js,cjs,mjs}',
      'shared/src/{contracts,validation,commerce,data,news,storage,routing,site,federation}/**/*.ts',
    ],
    [
      'react',
      'react/*',
      'react-dom',
      'react-dom/*',
      'styled-components',
      '@mtdm/shared/ui',
      '@mtdm/shared/ui/*',
      '@mtdm/shared/theme',
      ...remotes.flatMap(importsOf),
      ...importsOf('shell'),
    ],
    SERVER_SIDE,
    // The screens' testing tools by their exact name: `@mtdm/shared/testing/text` (how a test reads a
    // French text's spaces) is DOM-free and the api's tests read it too.
    [{ name: '@mtdm/shared/testing', message: SERVER_SIDE }],
  ),
);
