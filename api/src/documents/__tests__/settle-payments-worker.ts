// Run by receipt-numbering.test.ts in processes of their own: records the given payments as paid
// on the shared database file, as a second server on the same file would.
import { loadConfig } from '../../config';
import { publishedContent } from '../../content/published-content';
import { openDatabase } from '../../database/database';
import { DOCUMENT_PAYERS, PAYMENT_FLOWS } from '../../payment-flows';
import { settlePayment } from '../../settlement/settle-payment';

const [databasePath, ...paymentIds] = process.argv.slice(2);
// The content its server publishes (CONTENT_DIR, unless a release in its DEPLOY_DIR holds newer): the
// association's details the documents need. Never the repository's own deployment folder, which
// `npm start` fills with the repository's content.
const config = loadConfig({
  DATABASE_PATH: databasePath,
  CONTENT_DIR: process.env.CONTENT_DIR,
  DEPLOY_DIR: process.env.DEPLOY_DIR,
});
const db = openDatabase(databasePath!);
const settlement = {
  db,
  recipients: config.recipients,
  details: () => publishedContent(config).details,
  origin: 'http://localhost',
  flows: PAYMENT_FLOWS,
  documentPayers: DOCUMENT_PAYERS,
  now: () => new Date(),
};
let settled = 0;
for (const id of paymentIds) if (settlePayment(settlement, id, 'paid', 'worker')) settled += 1;
db.close();
process.stdout.write(String(settled));
