// Every read of the volunteers' space, made at a real record by a volunteer holding every role: each
// answers, and each writes its line in the journal first, but the three that show no one (the
// volunteer's own account, the dashboard's figures, the journal's own list). A read added to the
// contract is made here too: the test lists the contract, not its own calls.
import {
  callUrl,
  volunteerCalls,
  type SignedInCall,
  type VolunteerRole,
} from '@mtdm/shared/contracts/signed-in';
import { TEST_YEAR, type TestContext } from '../../__tests__/support/harness';
import { donationPayload } from '../../__tests__/support/fixtures';
import { paymentCalls, payMembership, placeOrder } from '../../__tests__/support/payment-calls';
import { applyForJob, requestTour, sendMessage } from '../../__tests__/support/visitor-submissions';
import { signInVolunteer, spaceTestContext } from '../../__tests__/support/volunteer-session';

const EVERY_ROLE: VolunteerRole[] = [
  'boutique',
  'tresorerie',
  'administration',
  'musee',
  'chetom',
  'adhesions',
];
const VOLUNTEER = 'tous-les-roles@example.org';
/** The reads that show no one, each registered with its reason. */
const SHOWING_NO_ONE = ['me', 'dashboard', 'views'];

let ctx: TestContext;
let headers: Record<string, string>;
/** Each read's address at a real record. */
let addresses: Record<string, string>;

beforeAll(async () => {
  ctx = await spaceTestContext([{ email: VOLUNTEER, name: 'Anne Partout', roles: EVERY_ROLE }]);
  const order = await placeOrder(ctx);
  const membership = await payMembership(ctx, 'membre.journal@example.com');
  const donation = await paymentCalls(() => ctx).pay(
    'donation',
    donationPayload({ customer_id: 'donateur_journal' }) as { customer_id: string },
  );
  const tour = await requestTour(ctx);
  await sendMessage(ctx, 'museum');
  const application = await applyForJob(ctx);
  const { id: message } = ctx.app.services.db
    .prepare("SELECT max(id) AS id FROM contact_messages WHERE form = 'museum'")
    .get() as { id: number };
  headers = (await signInVolunteer(ctx, VOLUNTEER)).headers;
  const year = { annee: TEST_YEAR };
  addresses = {
    orders: callUrl(volunteerCalls.orders, {}),
    ordersExport: callUrl(volunteerCalls.ordersExport, {}),
    order: callUrl(volunteerCalls.order, { id: order }),
    packingSlip: callUrl(volunteerCalls.packingSlip, { id: order }),
    packingSlips: callUrl(volunteerCalls.packingSlips, {}, { commandes: order }),
    tours: callUrl(volunteerCalls.tours, {}),
    toursExport: callUrl(volunteerCalls.toursExport, {}),
    tour: callUrl(volunteerCalls.tour, { id: String(tour) }),
    messages: callUrl(volunteerCalls.messages, { destination: 'musee' }),
    messagesExport: callUrl(volunteerCalls.messagesExport, { destination: 'musee' }),
    message: callUrl(volunteerCalls.message, { id: String(message) }),
    applications: callUrl(volunteerCalls.applications, {}),
    applicationsExport: callUrl(volunteerCalls.applicationsExport, {}),
    application: callUrl(volunteerCalls.application, { id: String(application.applicationId) }),
    applicationFile: callUrl(volunteerCalls.applicationFile, {
      id: String(application.applicationId),
      file: String(application.fileId),
    }),
    memberships: callUrl(volunteerCalls.memberships, {}, year),
    membershipsExport: callUrl(volunteerCalls.membershipsExport, {}, year),
    membership: callUrl(volunteerCalls.membership, { id: membership }),
    receiptsCsv: callUrl(volunteerCalls.receiptsCsv, {}, year),
    donations: callUrl(volunteerCalls.donations, {}, year),
    donationsExport: callUrl(volunteerCalls.donationsExport, {}, year),
    donation: callUrl(volunteerCalls.donation, { id: donation }),
    receipts: callUrl(volunteerCalls.receipts, {}, year),
    receiptsExport: callUrl(volunteerCalls.receiptsExport, {}, year),
    conferenceBookings: callUrl(volunteerCalls.conferenceBookings, {}),
    newsletterCsv: callUrl(volunteerCalls.newsletterCsv, {}),
    person: callUrl(volunteerCalls.person, {}, { email: 'membre.journal@example.com' }),
    personCopy: callUrl(volunteerCalls.personCopy, {}, { email: 'membre.journal@example.com' }),
    views: callUrl(volunteerCalls.views, {}),
    viewsExport: callUrl(volunteerCalls.viewsExport, {}),
    me: callUrl(volunteerCalls.me, {}),
    dashboard: callUrl(volunteerCalls.dashboard, {}),
  };
}, 60_000);
afterAll(() => ctx.close());

/** The contract's reads for a signed-in volunteer, by name. */
const reads = (Object.entries(volunteerCalls) as [string, SignedInCall][]).filter(
  ([, call]) => call.method === 'GET' && call.access !== 'anyone',
);

const journalLines = () =>
  (
    ctx.app.services.db
      .prepare('SELECT count(*) AS count FROM personal_data_views WHERE volunteer = ?')
      .get(VOLUNTEER) as { count: number }
  ).count;

it('makes every read of the contract here, at a real record', () => {
  expect(reads.map(([name]) => name).sort()).toEqual(Object.keys(addresses).sort());
});

it.each(reads.map(([name]) => [name]))(
  '%s answers, its view in the journal unless it shows no one',
  async (name) => {
    const before = journalLines();
    const answer = await ctx.app.inject({ method: 'GET', url: addresses[name]!, headers });
    expect([name, answer.statusCode]).toEqual([name, 200]);
    const added = journalLines() - before;
    if (SHOWING_NO_ONE.includes(name)) expect(added).toBe(0);
    else expect(added).toBeGreaterThan(0);
  },
);
