// The module boundaries are enforced by lint: these tests prove the rules fire (and only where they should).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { repoRoot } from '../lib/workspace.mjs';
import { API_COMMON, API_DOMAINS } from '../../eslint.config.mjs';

const eslint = new ESLint({ cwd: repoRoot });

async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports');
}

test('a remote importing another remote fails lint', async () => {
  const errors = await boundaryErrors(
    'mfe-shop/src/pages/x.ts',
    "import { x } from '../../../mfe-forms/src/pages/y';\nexport { x };\n",
  );
  assert.equal(errors.length, 1);
  assert.match(errors[0].message, /ne doit importer ni un autre module distant/);
});

test('a remote importing another remote through federation fails lint', async () => {
  const errors = await boundaryErrors(
    'mfe-museum/src/pages/x.ts',
    "import Page from 'mfe_shop/ShopPage';\nexport { Page };\n",
  );
  assert.equal(errors.length, 1);
});

test('the shell importing a remote source fails lint', async () => {
  const errors = await boundaryErrors(
    'shell/src/app/x.ts',
    "import Page from '../../../mfe-shop/src/pages/shop-page';\nexport { Page };\n",
  );
  assert.equal(errors.length, 1);
  assert.match(errors[0].message, /Le shell ne doit pas importer/);
});

test('the api importing React fails lint', async () => {
  const errors = await boundaryErrors(
    'api/src/x.ts',
    "import { useState } from 'react';\nexport { useState };\n",
  );
  assert.equal(errors.length, 1);
});

test('imports of @mtdm/shared and of a module’s own files pass', async () => {
  const errors = await boundaryErrors(
    'mfe-shop/src/pages/x.ts',
    "import { paths } from '@mtdm/shared/routing';\nimport { page } from './shop-page';\nexport { paths, page };\n",
  );
  assert.deepEqual(errors, []);
});

/** Errors of the feature-boundary rule (import-x/no-restricted-paths) for a file of the repository. */
async function featureErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths');
}

test('a feature importing another feature of its module fails lint', async () => {
  const errors = await featureErrors(
    'mfe-shop/src/features/catalogue/x.tsx',
    "import { CartPanel } from '../cart/cart-panel';\nexport { CartPanel };\n",
  );
  assert.equal(errors.length, 1);
  assert.match(errors[0].message, /n’importe pas une autre fonctionnalité/);
});

test('a feature importing a page fails lint; a page composing features and a feature using src/common pass', async () => {
  const fromPage = await featureErrors(
    'mfe-forms/src/features/donation/x.tsx',
    "import Page from '../../pages/membership-page';\nexport { Page };\n",
  );
  assert.equal(fromPage.length, 1);
  assert.match(fromPage[0].message, /c’est la page qui compose/);
  const page = await featureErrors(
    'mfe-shop/src/pages/x.tsx',
    "import { CartPanel } from '../features/cart/cart-panel';\nimport { CatalogueView } from '../features/catalogue/catalogue-view';\nexport { CartPanel, CatalogueView };\n",
  );
  assert.deepEqual(page, []);
  const common = await featureErrors(
    'mfe-forms/src/features/donation/x.tsx',
    "import { FORM_STORAGE_KEYS } from '../../common/form-storage-keys';\nimport { donationContent } from './donation-content';\nexport { FORM_STORAGE_KEYS, donationContent };\n",
  );
  assert.deepEqual(common, []);
});

test('import cycles are refused', async () => {
  // forms' donation-values is imported by donation-form: importing the form back makes a cycle.
  const [result] = await eslint.lintText(
    "import { DonationForm } from './donation-form';\nexport const x = DonationForm;\n",
    { filePath: path.join(repoRoot, 'mfe-forms/src/features/donation/donation-values.ts') },
  );
  assert.equal(result.messages.filter((message) => message.ruleId === 'import-x/no-cycle').length, 1);
});

test('a module importing react-router-dom instead of the shared router facade fails lint', async () => {
  const errors = await boundaryErrors(
    'mfe-museum/src/features/home/x.tsx',
    "import { Link } from 'react-router-dom';\nexport { Link };\n",
  );
  assert.equal(errors.length, 1);
  assert.match(errors[0].message, /@mtdm\/shared\/router/);
  const facade = await boundaryErrors(
    'mfe-museum/src/features/home/x.tsx',
    "import { Link } from '@mtdm/shared/router';\nexport { Link };\n",
  );
  assert.deepEqual(facade, []);
});

test('inside @mtdm/shared the router is imported by its package name, not a relative path', async () => {
  const relative = await boundaryErrors(
    'shared/src/ui/button/x.tsx',
    "import { Link } from '../../router';\nexport { Link };\n",
  );
  assert.equal(relative.length, 1);
  const byName = await boundaryErrors(
    'shared/src/ui/button/x.tsx',
    "import { Link } from '@mtdm/shared/router';\nexport { Link };\n",
  );
  assert.deepEqual(byName, []);
});

test('the api’s layers in a domain: a store importing a service, a service a route, a route a store fail lint', async () => {
  const storeToService = await featureErrors(
    'api/src/tours/x-store.ts',
    "import { recordTourRequest } from './tour-requests';\nexport { recordTourRequest };\n",
  );
  assert.equal(storeToService.length, 1);
  assert.match(storeToService[0].message, /Un store ne contient que du SQL/);
  const storeToStore = await featureErrors(
    'api/src/tours/x-store.ts',
    "import { findPayment } from '../payments/payment-store';\nimport type { Db } from '../database/database';\nexport { findPayment, type Db };\n",
  );
  assert.deepEqual(storeToStore, []);
  const serviceToRoute = await featureErrors(
    'api/src/settlement/x.ts',
    "import { paymentRoutes } from './payment-routes';\nexport { paymentRoutes };\n",
  );
  assert.equal(serviceToRoute.length, 1);
  assert.match(serviceToRoute[0].message, /Un service n’importe pas une route/);
  const routeToStore = await featureErrors(
    'api/src/orders/x-routes.ts',
    "import { findPayment } from '../payments/payment-store';\nexport { findPayment };\n",
  );
  assert.equal(routeToStore.length, 1);
  assert.match(routeToStore[0].message, /Une route appelle un service/);
  // The release path knows the deployment's files only: never the database.
  const releaseToStore = await featureErrors(
    'api/src/releases/x.ts',
    "import { deploymentsOf } from '../deployments/deployment-store';\nexport { deploymentsOf };\n",
  );
  // (the rule that keeps the common ground off the domains says so too)
  assert.ok(releaseToStore.some((error) => /Le chemin des versions/.test(error.message)));
});

test('every folder of the api is a domain the layer rules cover, or common ground', async () => {
  const folders = fs
    .readdirSync(path.join(repoRoot, 'api', 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== '__tests__')
    .map((entry) => entry.name);
  const unclassified = folders.filter(
    (folder) => !API_DOMAINS.includes(folder) && !API_COMMON.includes(folder),
  );
  assert.deepEqual(unclassified, []);
  // The treasury's donation flow is a service like the others: it may not reach for a route.
  const serviceToRoute = await featureErrors(
    'api/src/treasury/x.ts',
    "import { treasuryRoutes } from './treasury-routes';\nexport { treasuryRoutes };\n",
  );
  assert.equal(serviceToRoute.length, 1);
  assert.match(serviceToRoute[0].message, /Un service n’importe pas une route/);
});

test('the api’s ground: the configuration, the views, the served site and the HTTP hooks stay below', async () => {
  const configToService = await featureErrors(
    'api/src/config.ts',
    "import { loadDeployTokens } from './deployments/deploy-tokens';\nexport { loadDeployTokens };\n",
  );
  assert.equal(configToService.length, 1);
  assert.match(configToService[0].message, /La configuration ne lit que l’environnement/);
  const viewToStore = await featureErrors(
    'api/src/views/x.ts',
    "import type { SandboxPayment } from '../infrastructure/payment-providers/sandbox-store';\nexport type { SandboxPayment };\n",
  );
  // (a store, and a file of the infrastructure: the rule names both)
  assert.ok(viewToStore.length > 0);
  for (const error of viewToStore) assert.match(error.message, /Une vue met en page/);
  const siteToStore = await featureErrors(
    'api/src/site/x.ts',
    "import { findPayment } from '../payments/payment-store';\nexport { findPayment };\n",
  );
  assert.ok(siteToStore.some((error) => /Le site servi passe par les services/.test(error.message)));
  const httpToRoute = await featureErrors(
    'api/src/http/x.ts',
    "import { paymentRoutes } from '../settlement/payment-routes';\nexport { paymentRoutes };\n",
  );
  assert.ok(httpToRoute.some((error) => /La couche HTTP/.test(error.message)));
  const siteToContent = await featureErrors(
    'api/src/site/x.ts',
    "import { publishedContent } from '../content/published-content';\nexport { publishedContent };\n",
  );
  assert.deepEqual(siteToContent, []);
});

test('the common ground and the mail queue import no domain; a domain importing them passes', async () => {
  const groundToDomain = [
    ['api/src/http/x.ts', "import { digestOf } from '../sign-in/email-links';\nexport { digestOf };\n"],
    [
      'api/src/mail/x.ts',
      "import { formatDocumentDate } from '../documents/document-texts';\nexport { formatDocumentDate };\n",
    ],
    [
      'api/src/site/x.ts',
      "import { previewLink } from '../deployments/preview-pass';\nexport { previewLink };\n",
    ],
    [
      'api/src/infrastructure/x.ts',
      "import type { PaymentKind } from '../payments/payment-store';\nexport type { PaymentKind };\n",
    ],
  ];
  for (const [file, code] of groundToDomain) {
    const errors = await featureErrors(file, code);
    assert.equal(errors.length, 1, file);
    assert.match(errors[0].message, /Le commun .* n’importe aucun domaine/);
  }
  const domainToGround = await featureErrors(
    'api/src/deployments/x.ts',
    "import { originOf } from '../mail/site-origin';\nimport { LEAVE_PREVIEW_PATH } from '../releases/previews';\nexport { originOf, LEAVE_PREVIEW_PATH };\n",
  );
  assert.deepEqual(domainToGround, []);
});

test('the payments and the settlement import neither the flows that use them nor their assembly', async () => {
  const toAssembly = await featureErrors(
    'api/src/payments/x.ts',
    "import { PAYMENT_FLOWS } from '../payment-flows';\nexport { PAYMENT_FLOWS };\n",
  );
  assert.equal(toAssembly.length, 1);
  assert.match(toAssembly[0].message, /Les paiements ne connaissent pas les parcours/);
  const toFlow = await featureErrors(
    'api/src/settlement/x.ts',
    "import { shopPayment } from '../orders/order-payment';\nexport { shopPayment };\n",
  );
  assert.equal(toFlow.length, 1);
  const flowToPayments = await featureErrors(
    'api/src/orders/x.ts',
    "import { findPayment } from '../payments/payment-store';\nexport { findPayment };\n",
  );
  assert.deepEqual(flowToPayments, []);
});

test('the documents read no flow’s tables; a flow handing them its payer passes', async () => {
  const toMembership = await featureErrors(
    'api/src/documents/x.ts',
    "import { readMembership } from '../memberships/member-store';\nexport { readMembership };\n",
  );
  assert.equal(toMembership.length, 1);
  assert.match(toMembership[0].message, /Les documents ne lisent pas les tables/);
  const toDonation = await featureErrors(
    'api/src/documents/x.ts',
    "import { readDonation } from '../treasury/donation-store';\nexport { readDonation };\n",
  );
  assert.equal(toDonation.length, 1);
  const toAssembly = await featureErrors(
    'api/src/documents/x.ts',
    "import { DOCUMENT_PAYERS } from '../payment-flows';\nexport { DOCUMENT_PAYERS };\n",
  );
  assert.equal(toAssembly.length, 1);
  const payerToDocuments = await featureErrors(
    'api/src/treasury/x.ts',
    "import type { DocumentPayer } from '../documents/document-payer';\nexport type { DocumentPayer };\n",
  );
  assert.deepEqual(payerToDocuments, []);
});

test('the payment and document services never import each other, the payments not the settlement; a route calling a service passes', async () => {
  const paymentsToDocuments = await featureErrors(
    'api/src/payments/x.ts',
    "import { documentsOf } from '../documents/issued-documents';\nexport { documentsOf };\n",
  );
  assert.equal(paymentsToDocuments.length, 1);
  const documentsToPayments = await featureErrors(
    'api/src/documents/x.ts',
    "import { settleFromProvider } from '../settlement/payment-outcome';\nexport { settleFromProvider };\n",
  );
  assert.equal(documentsToPayments.length, 1);
  const recordsToSettlement = await featureErrors(
    'api/src/payments/x.ts',
    "import { settlePayment } from '../settlement/settle-payment';\nexport { settlePayment };\n",
  );
  assert.equal(recordsToSettlement.length, 1);
  assert.match(recordsToSettlement[0].message, /n’importent pas le règlement/);
  const settlementToRecords = await featureErrors(
    'api/src/settlement/x.ts',
    "import { findPayment } from '../payments/payment-store';\nexport { findPayment };\n",
  );
  assert.deepEqual(settlementToRecords, []);
  const routeToService = await featureErrors(
    'api/src/tours/x-routes.ts',
    "import { recordTourRequest } from './tour-requests';\nexport { recordTourRequest };\n",
  );
  assert.deepEqual(routeToService, []);
});

test('SQL prepared outside a store, or a transaction opened by a route or a store, fails lint', async () => {
  const restricted = async (file, statement) => {
    const code = `import type { Db } from '../database/database';\nexport const run = (db: Db) => ${statement};\n`;
    const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
    return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax');
  };
  const prepared = "db.prepare('SELECT 1 FROM documents_waiting').all()";
  for (const file of ['api/src/documents/x.ts', 'api/src/documents/x-routes.ts', 'api/src/views/x.ts']) {
    const errors = await restricted(file, prepared);
    assert.equal(errors.length, 1, file);
    assert.match(errors[0].message, /Le SQL va dans un store/);
  }
  assert.deepEqual(await restricted('api/src/documents/x-store.ts', prepared), []);
  const transaction = 'db.transaction(() => undefined).immediate()';
  for (const file of ['api/src/documents/x-routes.ts', 'api/src/documents/x-store.ts']) {
    const errors = await restricted(file, transaction);
    assert.equal(errors.length, 1, file);
    assert.match(errors[0].message, /La transaction est ouverte par un service/);
  }
  assert.deepEqual(await restricted('api/src/documents/x.ts', transaction), []);
});

test('the machine’s clock read in the api fails lint, except where it is kept on purpose', async () => {
  const clockErrors = async (file, expression) => {
    const code = `import { nowIso } from '../database/database';\nexport const at = () => ${expression};\n`;
    const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
    return result.messages.filter(
      (message) => message.ruleId === 'no-restricted-syntax' && /L’heure du serveur/.test(message.message),
    );
  };
  const readings = ['new Date()', 'Date.now()', 'nowIso()'];
  for (const file of ['api/src/orders/x.ts', 'api/src/orders/x-store.ts', 'api/src/orders/x-routes.ts'])
    for (const expression of readings) assert.equal((await clockErrors(file, expression)).length, 1, file);
  // A given moment is not a reading of the clock.
  assert.deepEqual(await clockErrors('api/src/orders/x.ts', "new Date('2026-12-01T08:00:00Z')"), []);
  for (const file of [
    'api/src/mail/mail-store.ts',
    'api/src/deployments/x.ts',
    'api/src/orders/__tests__/x.test.ts',
  ])
    assert.deepEqual(await clockErrors(file, 'Date.now()'), [], file);
});
