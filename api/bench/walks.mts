// The four requests whose path through api/src is counted (walk-files.mts): a membership paid, an
// order shipped, a renewal reminder sent, a module deployed. Each walk has what it needs made ready
// first (`prepare`, not counted) and the request itself (`run`, counted), both made twice: the first
// time warms the server, so that start-up and first-use code is left out of the second. A walk made
// of several requests names each one as it ends (`step`), so that the count can be read by request.
import fs from 'node:fs';
import path from 'node:path';
import { volunteerCalls } from '@mtdm/shared/contracts/signed-in';
import {
  cartLine,
  configuredIssuerEnv,
  membershipPayload,
  shopPayload,
} from '../src/__tests__/support/fixtures';
import { createTestContext, type TestContext } from '../src/__tests__/support/harness';
import { payMembershipLastYear, paymentCalls } from '../src/__tests__/support/payment-calls';
import { archiveOf, copyBuild, createReleaseSite, deploy } from '../src/__tests__/support/release-site';
import { signInVolunteer, volunteersFile } from '../src/__tests__/support/volunteer-session';
import { sendDueReminders } from '../src/member-area/membership-reminders';

export interface Walk {
  /** What the count says, in French: « Une adhésion payée passe par N fichiers… ». */
  readonly subject: string;
  readonly server: () => Promise<TestContext>;
  /** Made ready before the count starts; what it gives is handed to `run`. */
  readonly prepare: (ctx: TestContext, n: number) => Promise<unknown>;
  readonly run: (ctx: TestContext, n: number, prepared: unknown, step: Step) => Promise<void>;
  /** What the server leaves behind once closed, removed. */
  readonly cleanUp?: (ctx: TestContext) => void;
}

/** Marks the end of one request of a walk, named in French (« la page du prestataire »). */
export type Step = (name: string) => Promise<void>;

/** The mails the SMTP server has received once the queue is empty. */
async function mailsDelivered(ctx: TestContext, count: number) {
  await ctx.flushMail();
  await ctx.smtp.waitFor(count);
}

const SHOP_VOLUNTEER = 'boutique.parcours@example.org';

/**
 * The membership walk's requests. The provider's page and its « Payer » are the sandbox's: in
 * production they are the provider's own servers, which then notify the api.
 */
const MEMBERSHIP_STEPS = {
  start: 'le formulaire envoyé',
  providerPage: 'la page du prestataire',
  paid: '« Payer » sur cette page : paiement réglé, documents émis',
  confirmed: 'la page de confirmation, les mails envoyés',
} as const;

/** As the membership page pays: the start, the provider's page and its « payer », the confirmation. */
const membership: Walk = {
  subject: 'Une adhésion payée',
  server: () => createTestContext(configuredIssuerEnv()),
  prepare: async () => undefined,
  async run(ctx, n, _prepared, step) {
    const calls = paymentCalls(() => ctx);
    const before = ctx.smtp.messages.length;
    const payload = membershipPayload({
      email: `parcours${n}@example.org`,
      customer_id: `adherent_parcours_${n}`,
    });
    const started = (await calls.start('membership', payload)).json() as {
      payment_id: string;
      payment_url: string;
    };
    await step(MEMBERSHIP_STEPS.start);
    const page = await ctx.app.inject({ method: 'GET', url: started.payment_url });
    if (page.statusCode !== 200) throw new Error(`page du prestataire : ${page.statusCode}`);
    await step(MEMBERSHIP_STEPS.providerPage);
    await calls.sandbox(started.payment_id, 'pay');
    await step(MEMBERSHIP_STEPS.paid);
    const confirmed = await calls.confirm('membership', started.payment_id, String(payload.customer_id));
    if (!(confirmed.json() as { success: boolean }).success) throw new Error('adhésion non confirmée');
    // The payer's confirmation and the association's notice.
    await mailsDelivered(ctx, before + 2);
    await step(MEMBERSHIP_STEPS.confirmed);
  },
};

/** A paid order, shipped by the shop from its page: carrier and tracking number, the buyer told. */
const orderShipped: Walk = {
  subject: 'Une commande expédiée',
  server: () =>
    createTestContext({
      ...configuredIssuerEnv(),
      VOLUNTEERS_FILE: volunteersFile([{ email: SHOP_VOLUNTEER, name: 'Boutique', roles: ['boutique'] }]),
      SIGN_IN_RATE_LIMIT_MAX: '1000',
    }),
  async prepare(ctx, n) {
    const calls = paymentCalls(() => ctx);
    const payload = {
      ...shopPayload([cartLine('casquette-ancre-d-or', 1)], 24.75, 6.75),
      email: `acheteur${n}@example.org`,
    };
    const { payment_id } = (await calls.start('shop', payload)).json() as { payment_id: string };
    await calls.sandbox(payment_id, 'pay');
    await calls.confirm('shop', payment_id, String(payload.customer_id));
    await ctx.flushMail();
    return { orderId: payment_id, session: await signInVolunteer(ctx, SHOP_VOLUNTEER) };
  },
  async run(ctx, _n, prepared) {
    const { orderId, session } = prepared as {
      orderId: string;
      session: Awaited<ReturnType<typeof signInVolunteer>>;
    };
    const before = ctx.smtp.messages.length;
    const shipped = await ctx.app.inject({
      method: 'POST',
      url: volunteerCalls.shipOrder.path.replace(':id', orderId),
      headers: session.headers,
      payload: { transporteur: 'La Poste', numeroDeSuivi: `6A${orderId.slice(0, 8)}` },
    });
    if (shipped.statusCode !== 200) throw new Error(`expédition : ${shipped.statusCode} ${shipped.body}`);
    await mailsDelivered(ctx, before + 1);
  },
};

/** The hourly pass of the renewal reminders, on the day a member is due one: one mail sent. */
const renewalReminder: Walk = {
  subject: 'Un rappel de renouvellement',
  server: () => createTestContext(configuredIssuerEnv()),
  async prepare(ctx, n) {
    // Valid until 9 December 2026: reminded 30 days before, on 9 November.
    await payMembershipLastYear(ctx, `rappel${n}@example.org`);
    return undefined;
  },
  async run(ctx) {
    const before = ctx.smtp.messages.length;
    const sent = sendDueReminders(ctx.app.services, new Date('2026-11-09T07:00:00Z'));
    if (sent !== 1) throw new Error(`${sent} rappels envoyés au lieu d’un`);
    await mailsDelivered(ctx, before + 1);
  },
};

/** A new build of the museum's module sent by its team's token, checked and put in service. */
const moduleDeployed: Walk = {
  subject: 'Un module déployé',
  server: () => createReleaseSite(),
  async prepare(_ctx, n) {
    // Each release differs from the one before by a file, as a new build does.
    const build = copyBuild('mfe-museum');
    fs.writeFileSync(path.join(build.dist, `parcours-${n}.txt`), `version ${n}\n`);
    const archive = await archiveOf(build.root);
    fs.rmSync(build.root, { recursive: true, force: true });
    return archive;
  },
  async run(ctx, _n, archive) {
    const answer = await deploy(ctx, 'mfe-museum', archive as Buffer);
    if (answer.statusCode !== 200) throw new Error(`déploiement : ${answer.statusCode} ${answer.body}`);
  },
  cleanUp: (ctx) => fs.rmSync(ctx.config.deployDir, { recursive: true, force: true }),
};

export const walks = {
  adhesion: membership,
  expedition: orderShipped,
  rappel: renewalReminder,
  deploiement: moduleDeployed,
} as const satisfies Record<string, Walk>;

export type WalkName = keyof typeof walks;
