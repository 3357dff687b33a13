// No two folders of the api import each other: a domain that needs another's knowledge is handed it
// (app.ts, services.ts, payment-flows.ts), so each folder can be read without the ones above it.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { sourceFilesUnder } from '../lib/file-loops.mjs';
import { folderLoops } from '../lib/folder-loops.mjs';
import { repoRoot } from '../lib/workspace.mjs';

test('no two folders of api/src import each other', () => {
  assert.deepEqual(folderLoops(sourceFilesUnder(path.join(repoRoot, 'api/src'))), []);
});

test('a loop between two folders is found, through a subfolder too; the root files and one-way imports are not loops', () => {
  const loops = folderLoops([
    { file: 'documents/issued.ts', source: "import { readMember } from '../memberships/store';" },
    { file: 'memberships/sub/payer.ts', source: "import type { Payer } from '../../documents/payer';" },
    { file: 'payments/store.ts', source: "import type { Db } from '../database/database';" },
    { file: 'services.ts', source: "import { x } from './payments/store';" },
    { file: 'payments/uses-root.ts', source: "import type { Services } from '../services';" },
  ]);
  assert.deepEqual(loops, [
    'documents ↔ memberships (documents/issued.ts → ../memberships/store ; memberships/sub/payer.ts → ../../documents/payer)',
  ]);
});
