// Each call of the volunteers' space, for each role: allowed exactly to the roles that need it,
// refused (403) to any other before anything is read or changed, and to anyone without a session (401).
import { TEST_YEAR } from '../../__tests__/support/harness';
import { payMembership, placeOrder } from '../../__tests__/support/payment-calls';
import { applyForJob, requestTour, sendMessage } from '../../__tests__/support/visitor-submissions';
import { ONE_VOLUNTEER_PER_ROLE, signedInSpaceForFile } from '../../__tests__/support/volunteer-session';

// Seven sign-ins: generous on a busy CPU.
const space = signedInSpaceForFile(
  ONE_VOLUNTEER_PER_ROLE.map((volunteer) => volunteer.email),
  { timeout: 60_000 },
);
const { json } = space;

describe('each role and each call of the space', () => {
  let paymentId: string;
  let tourId: number;
  let applicationId: number;
  let membershipId: string;
  let fileId: number;
  beforeAll(async () => {
    const { ctx } = space;
    paymentId = await placeOrder(ctx);
    tourId = await requestTour(ctx);
    membershipId = await payMembership(ctx, 'membre.numero@example.com');
    for (const form of ['museum', 'chetom'] as const) await sendMessage(ctx, form);
    ({ applicationId, fileId } = await applyForJob(ctx));
    // An order, a tour, a membership, two messages and an application: generous on a busy CPU.
  }, 60_000);

  type Call = {
    readonly name: string;
    readonly method: 'GET' | 'POST';
    readonly url: string;
    readonly roles: readonly string[];
    readonly payload?: object;
    /** What a role that may make the call gets: a list (200), or for a change on nothing, 400 or 404. */
    readonly allowedStatus?: number;
  };

  /**
   * Every call of the space, and the roles that may make it. The changes aim at nothing (an unknown
   * id, an empty form): a role that may make them is answered on the merits (400, 404), any other is
   * refused (403) before that, and nothing changes.
   */
  const calls = (): Call[] => [
    {
      name: 'orders to ship',
      method: 'GET',
      url: '/api/benevoles/commandes?etat=a-expedier',
      roles: ['boutique', 'tresorerie'],
    },
    {
      name: 'an order’s details',
      method: 'GET',
      url: `/api/benevoles/commandes/${paymentId}`,
      roles: ['boutique', 'tresorerie'],
    },
    {
      name: 'a packing slip',
      method: 'GET',
      url: `/api/benevoles/commandes/${paymentId}/bordereau`,
      roles: ['boutique'],
    },
    {
      name: 'shipping an order',
      method: 'POST',
      url: '/api/benevoles/commandes/inconnue/expedition',
      payload: {},
      roles: ['boutique'],
      allowedStatus: 400,
    },
    {
      name: 'correcting a shipment',
      method: 'POST',
      url: '/api/benevoles/commandes/inconnue/expedition/correction',
      payload: {},
      roles: ['boutique'],
      allowedStatus: 400,
    },
    {
      name: 'correcting a delivery',
      method: 'POST',
      url: '/api/benevoles/commandes/inconnue/livraison',
      payload: {},
      roles: ['boutique'],
      allowedStatus: 400,
    },
    {
      name: 'correcting a member’s name',
      method: 'POST',
      url: '/api/benevoles/adhesions/inconnu/nom',
      payload: {},
      roles: ['adhesions'],
      allowedStatus: 400,
    },
    {
      name: 'correcting a donor',
      method: 'POST',
      url: '/api/benevoles/dons/inconnu/donateur',
      payload: {},
      roles: ['tresorerie'],
      allowedStatus: 400,
    },
    {
      name: 'refunding an order',
      method: 'POST',
      url: '/api/benevoles/commandes/inconnue/remboursement',
      payload: { reason: 'article rendu' },
      roles: ['boutique', 'tresorerie'],
      allowedStatus: 404,
    },
    { name: 'tour requests', method: 'GET', url: '/api/benevoles/visites?etat=en-attente', roles: ['musee'] },
    {
      name: 'confirmed tours',
      method: 'GET',
      url: '/api/benevoles/visites?etat=confirmees',
      roles: ['musee'],
    },
    { name: 'a tour request', method: 'GET', url: `/api/benevoles/visites/${tourId}`, roles: ['musee'] },
    {
      name: 'confirming a tour',
      method: 'POST',
      url: '/api/benevoles/visites/0/confirmation',
      payload: {},
      roles: ['musee'],
      allowedStatus: 404,
    },
    {
      name: 'declining a tour',
      method: 'POST',
      url: '/api/benevoles/visites/0/refus',
      payload: {},
      roles: ['musee'],
      allowedStatus: 404,
    },
    { name: 'the museum’s messages', method: 'GET', url: '/api/benevoles/messages/musee', roles: ['musee'] },
    {
      name: 'the association’s messages',
      method: 'GET',
      url: '/api/benevoles/messages/association',
      roles: ['administration'],
    },
    {
      name: 'the CHETOM’s messages',
      method: 'GET',
      url: '/api/benevoles/messages/chetom',
      roles: ['chetom'],
    },
    { name: 'applications', method: 'GET', url: '/api/benevoles/candidatures', roles: ['musee'] },
    {
      name: 'an application',
      method: 'GET',
      url: `/api/benevoles/candidatures/${applicationId}`,
      roles: ['musee'],
    },
    {
      name: 'a CV',
      method: 'GET',
      url: `/api/benevoles/candidatures/${applicationId}/fichiers/${fileId}`,
      roles: ['musee'],
    },
    {
      name: 'an application handled',
      method: 'POST',
      url: '/api/benevoles/candidatures/0/traitee',
      roles: ['musee'],
      allowedStatus: 404,
    },
    {
      name: 'the members of the year',
      method: 'GET',
      url: `/api/benevoles/adhesions?annee=${TEST_YEAR}`,
      roles: ['adhesions', 'tresorerie'],
    },
    {
      name: 'a membership',
      method: 'GET',
      url: `/api/benevoles/adhesions/${membershipId}`,
      roles: ['adhesions', 'tresorerie'],
    },
    {
      name: 'numbering a member',
      method: 'POST',
      url: '/api/benevoles/adhesions/inconnue/numero',
      roles: ['adhesions'],
      allowedStatus: 404,
    },
    {
      name: 'an attestation sent again',
      method: 'POST',
      url: '/api/benevoles/documents/inconnue/membership-attestation/renvoi',
      roles: ['adhesions'],
      allowedStatus: 404,
    },
    {
      name: 'a tax receipt sent again',
      method: 'POST',
      url: '/api/benevoles/documents/inconnue/tax-receipt/renvoi',
      roles: ['tresorerie'],
      allowedStatus: 404,
    },
    {
      name: 'the members’ CSV',
      method: 'GET',
      url: `/api/benevoles/adhesions/export?annee=${TEST_YEAR}`,
      roles: ['adhesions', 'tresorerie'],
    },
    {
      name: 'the orders’ CSV',
      method: 'GET',
      url: '/api/benevoles/commandes/export?etat=expediees',
      roles: ['boutique', 'tresorerie'],
    },
    {
      name: 'the receipts’ CSV',
      method: 'GET',
      url: `/api/benevoles/recus.csv?annee=${TEST_YEAR}`,
      roles: ['tresorerie'],
    },
    {
      name: 'the donations of the year',
      method: 'GET',
      url: `/api/benevoles/dons?annee=${TEST_YEAR}`,
      roles: ['tresorerie'],
    },
    {
      name: 'a donation',
      method: 'GET',
      url: '/api/benevoles/dons/inconnu',
      roles: ['tresorerie'],
      allowedStatus: 404,
    },
    {
      name: 'the receipts of the year',
      method: 'GET',
      url: `/api/benevoles/recus?annee=${TEST_YEAR}`,
      roles: ['tresorerie'],
    },
    {
      name: 'a person’s data',
      method: 'GET',
      url: '/api/benevoles/personnes?email=personne@example.org',
      roles: ['administration'],
    },
    {
      name: 'a person erased',
      method: 'POST',
      url: '/api/benevoles/personnes/effacement',
      payload: { email: 'pas-une-adresse' },
      roles: ['administration'],
      allowedStatus: 400,
    },
    {
      name: 'the personal-data log',
      method: 'GET',
      url: '/api/benevoles/journal',
      roles: ['administration'],
    },
  ];

  it.each(ONE_VOLUNTEER_PER_ROLE.map((volunteer) => [volunteer.email, volunteer.roles] as const))(
    '%s: allowed exactly the calls of its roles, refused (403) the others',
    async (email, roles) => {
      for (const call of calls()) {
        const response = await json(
          call.method,
          call.url,
          call.payload ?? (call.method === 'POST' ? {} : undefined),
          space.sessions[email],
        );
        const allowed = call.roles.some((role) => (roles as readonly string[]).includes(role));
        expect([call.name, response.statusCode]).toEqual([
          call.name,
          allowed ? (call.allowedStatus ?? 200) : 403,
        ]);
        if (!allowed)
          expect(response.json().message).toBe('Votre rôle ne donne pas accès à ces informations.');
      }
    },
  );

  it('shows a member’s profile to the memberships’ role alone, and an order’s delivery to the shop alone', async () => {
    const as = async (email: string, url: string) =>
      (await json('GET', url, undefined, space.sessions[email])).json();
    const membershipUrl = `/api/benevoles/adhesions/${membershipId}`;
    const profile = ({ membership }: { membership: Record<string, unknown> }) => [
      membership.birthDate,
      membership.birthPlace,
      membership.status,
      membership.grade,
    ];
    expect(profile(await as('adhesions@example.org', membershipUrl))).toEqual([
      '1960-05-12',
      'Toulon',
      'military',
      'Adjudant-chef',
    ]);
    // The treasurer reads a membership for its receipt: the member, their address, what they paid.
    const forTreasurer = await as('tresorier@example.org', membershipUrl);
    expect(profile(forTreasurer)).toEqual([null, null, null, null]);
    expect(forTreasurer.membership).toMatchObject({
      lastName: expect.any(String),
      address: expect.any(String),
    });
    // Nor in the file of the members of the year.
    const exportAs = async (email: string) =>
      (
        await json(
          'GET',
          `/api/benevoles/adhesions/export?annee=${TEST_YEAR}`,
          undefined,
          space.sessions[email],
        )
      ).body.split('\n')[0];
    expect(await exportAs('adhesions@example.org')).toMatch(/;connu_par/);
    expect(await exportAs('tresorier@example.org')).not.toMatch(/connu_par/);

    const orderUrl = `/api/benevoles/commandes/${paymentId}`;
    const delivery = ({ order }: { order: Record<string, unknown> }) => [
      order.address,
      order.postcode,
      order.mobileNumber,
    ];
    expect(delivery(await as('boutique@example.org', orderUrl))).toEqual([
      expect.any(String),
      expect.any(String),
      expect.any(String),
    ]);
    // The treasurer refunds without knowing where the parcel went or the buyer's telephone.
    expect(delivery(await as('tresorier@example.org', orderUrl))).toEqual([null, null, null]);
  });

  it('without a session, every call answers 401 in French', async () => {
    for (const call of calls()) {
      const response = await json(call.method, call.url);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Connectez-vous pour accéder à l’espace des bénévoles.');
    }
  });
});
