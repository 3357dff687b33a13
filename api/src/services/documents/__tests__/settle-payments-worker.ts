// Run by receipt-numbering.test.ts in processes of their own: records the given payments as paid
// on the shared database file, as a second server on the same file would.
import { loadConfig } from '../../../config';
import { PaymentLedger } from '../../payments/payment-ledger';
import { openDatabase } from '../../storage/database';

const [databasePath, ...paymentIds] = process.argv.slice(2);
const config = loadConfig({ DATABASE_PATH: databasePath });
const db = openDatabase(databasePath!);
const ledger = new PaymentLedger(db, config.recipients, config.documentIssuer);
let settled = 0;
for (const id of paymentIds) if (ledger.settle(id, 'paid', 'worker')) settled += 1;
db.close();
process.stdout.write(String(settled));
