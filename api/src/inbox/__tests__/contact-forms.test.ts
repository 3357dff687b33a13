import { formErrorResponseSchema } from '@mtdm/shared/contracts';
import { validationMessages } from '@mtdm/shared/validation';
import { createTestContext, type TestContext } from '../../__tests__/support/harness';
import { contactPaths, contactPayloads, tourForm, urlencoded } from '../../__tests__/support/fixtures';
import { mailText } from '../../__tests__/support/smtp';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const forms = ['chetom', 'museum', 'association'] as const;
const recipients = {
  chetom: 'chetom@example.org',
  museum: 'musee@example.org',
  association: 'association@example.org',
};

describe.each(forms)('formulaire de contact %s', (form) => {
  const url = contactPaths[form];
  const valid = contactPayloads[form];
  const post = async (payload: unknown) => {
    const response = await ctx.app.inject({ method: 'POST', url, payload: payload as object });
    // What the page reads of a refusal: its French message.
    if (response.statusCode >= 400)
      expect(formErrorResponseSchema.parse(response.json()).message).toBeTruthy();
    return response;
  };

  it('stores the message, answers success and mails the right recipient', async () => {
    const before = ctx.count('contact_messages');
    const sentBefore = ctx.smtp.messages.length;
    const response = await post(valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Message envoyé avec succès !' });
    expect(ctx.count('contact_messages')).toBe(before + 1);
    const row = ctx.app.services.db
      .prepare('SELECT * FROM contact_messages ORDER BY id DESC LIMIT 1')
      .get() as Record<string, unknown>;
    expect(row).toMatchObject({ form, email: valid.email, message: valid.message });
    await ctx.flushMail();
    const sent = (await ctx.smtp.waitFor(sentBefore + 2)).slice(sentBefore);
    const mail = sent.find((each) => each.to.includes(recipients[form]));
    const text = mailText(mail!);
    expect(text).toContain(valid.message);
    expect(text).toContain(`Reply-To: ${valid.email}`);
    // The sender is told it arrived, what they wrote, who answers and when; a reply reaches the body.
    const acknowledgement = sent.find((each) => each.to.includes(valid.email));
    const told = mailText(acknowledgement!);
    expect(told).toMatch(/Votre message est bien arrivé\s?: .+ vous répondra à cette adresse, sous/);
    expect(told).toContain(`Reply-To: ${recipients[form]}`);
  });

  it.each(Object.keys(valid))(
    'refuses a missing or blank %s with the required-fields message',
    async (field) => {
      const before = ctx.count('contact_messages');
      for (const payload of [
        { ...valid, [field]: undefined },
        { ...valid, [field]: '   ' },
      ]) {
        const response = await post(payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(validationMessages.required);
      }
      expect(ctx.count('contact_messages')).toBe(before);
    },
  );

  it('refuses a name or an e-mail on two lines, which could plant a header line in the staff mail (second review, finding 7)', async () => {
    const before = ctx.count('contact_messages');
    for (const field of ['first-name', 'last-name', 'email']) {
      const response = await post({
        ...valid,
        [field]: `${valid[field as keyof typeof valid]}\nBcc: victime@example.com`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        field === 'email'
          ? validationMessages.email
          : 'Un nom, une adresse ou un numéro tient sur une seule ligne.',
      );
    }
    expect(ctx.count('contact_messages')).toBe(before);
  });

  it('refuses a name or a message whose direction of writing is overridden, as invisible characters', async () => {
    const before = ctx.count('contact_messages');
    // « Marie » followed by a right-to-left override: what follows it reads backwards on the screens.
    for (const payload of [
      { ...valid, 'last-name': 'Marie\u202eeuqnab al ed' },
      { ...valid, 'first-name': 'Jean\u2066' },
      { ...valid, message: 'Bonjour,\u202e\nau revoir' },
    ]) {
      const response = await post(payload);
      expect([response.statusCode, response.json().message]).toEqual([
        400,
        validationMessages.invisibleCharacters,
      ]);
    }
    expect(ctx.count('contact_messages')).toBe(before);
    // A name written right to left needs no such mark, and is taken.
    expect((await post({ ...valid, 'last-name': 'כהן' })).statusCode).toBe(200);
  });

  it('refuses a malformed e-mail', async () => {
    const response = await post({ ...valid, email: 'pas une adresse' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(validationMessages.email);
  });

  it('refuses wrong types and oversized text with a French 4xx message', async () => {
    for (const payload of [
      { ...valid, message: 42 },
      { ...valid, message: 'x'.repeat(10_001) },
      { ...valid, 'first-name': ['a'] },
    ]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Requête invalide/);
    }
  });

  it('drops a filled honeypot silently', async () => {
    const before = ctx.count('contact_messages');
    const queued = ctx.count('mail_queue');
    const response = await post({ ...valid, website: 'http://spam.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    expect(ctx.count('contact_messages')).toBe(before);
    expect(ctx.count('mail_queue')).toBe(queued);
  });
});

it.each(['museum', 'association'] as const)(
  'the %s form refuses a telephone number that is not one, and takes one typed with spaces',
  async (form) => {
    const valid = contactPayloads[form];
    const post = (payload: object) => ctx.app.inject({ method: 'POST', url: contactPaths[form], payload });
    const before = ctx.count('contact_messages');
    for (const phone of ['abc', '12', '06 12 34', '0612345678901']) {
      const response = await post({ ...valid, phone });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(validationMessages.phone);
    }
    expect(ctx.count('contact_messages')).toBe(before);
    expect((await post({ ...valid, phone: '06 12 34 56 78' })).statusCode).toBe(200);
  },
);

it('refuses an unknown visitor kind', async () => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: contactPaths.chetom,
    payload: { ...contactPayloads.chetom, 'vous-etes': 'Z' },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toContain('vous-etes');
});

it('answers unreadable JSON, wrong content types and huge bodies with 4xx JSON', async () => {
  const bad = await ctx.app.inject({
    method: 'POST',
    url: contactPaths.museum,
    payload: '{"a":',
    headers: { 'content-type': 'application/json' },
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toMatch(/JSON/);
  const text = await ctx.app.inject({
    method: 'POST',
    url: contactPaths.museum,
    payload: '<a/>',
    headers: { 'content-type': 'application/xml' },
  });
  expect(text.statusCode).toBe(415);
  expect(text.json().message).toBe('Type de contenu non accepté par le serveur.');
  const huge = await ctx.app.inject({
    method: 'POST',
    url: contactPaths.museum,
    payload: JSON.stringify({ ...contactPayloads.museum, message: 'x'.repeat(300_000) }),
    headers: { 'content-type': 'application/json' },
  });
  expect(huge.statusCode).toBe(413);
  expect(huge.json().message).toBe('Votre envoi est trop volumineux.');
  for (const response of [bad, text, huge]) expect(response.body).not.toMatch(/at .*\.ts|stack/i);
});

describe('the acknowledgement sent to the address typed in the form', () => {
  const url = contactPaths.museum;
  /** The mails sent so far to `address`. */
  const mailsTo = (address: string) => ctx.smtp.messages.filter((each) => each.to.includes(address));
  const send = async (payload: object) => {
    const response = await ctx.app.inject({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(200);
  };

  it('carries nothing typed in the form: the museum’s mail never relays a stranger’s words', async () => {
    const target = 'inconnu.cible@example.net';
    const sentBefore = ctx.smtp.messages.length;
    await send({
      ...contactPayloads.museum,
      'first-name': 'Gagnant',
      'last-name': 'du tirage https://arnaque.example',
      email: target,
      message: 'Votre colis est bloqué : réglez 2 € sur https://arnaque.example/colis',
    });
    await ctx.flushMail();
    await ctx.smtp.waitFor(sentBefore + 2);
    const told = mailText(mailsTo(target)[0]!);
    expect(told).toContain('Bonjour,');
    expect(told).toMatch(/Votre message est bien arrivé/);
    expect(told).not.toMatch(/arnaque|Gagnant|colis/);
    // The museum still reads all of it, in the mail that goes to the museum alone.
    const forwarded = mailText(
      ctx.smtp.messages.find((each) => each.to.includes(recipients.museum) && each.raw.includes(target))!,
    );
    expect(forwarded).toContain('https://arnaque.example/colis');
  });

  it('goes three times a day at most to one address; every message is still kept and sent on', async () => {
    const flooded = 'inondee@example.net';
    const rowsBefore = ctx.count('contact_messages');
    const sentBefore = ctx.smtp.messages.length;
    for (let index = 0; index < 5; index += 1) await send({ ...contactPayloads.museum, email: flooded });
    await ctx.flushMail();
    // Five messages to the museum, three acknowledgements.
    await ctx.smtp.waitFor(sentBefore + 8);
    expect(ctx.count('contact_messages')).toBe(rowsBefore + 5);
    expect(mailsTo(flooded)).toHaveLength(3);
    const forwarded = ctx.smtp.messages
      .slice(sentBefore)
      .filter((each) => each.to.includes(recipients.museum) && each.raw.includes(flooded));
    expect(forwarded).toHaveLength(5);
    // Counted per address, whatever the letters' case: another address is acknowledged as before.
    await send({ ...contactPayloads.museum, email: 'INONDEE@example.net' });
    await send({ ...contactPayloads.museum, email: 'autre.visiteur@example.net' });
    await ctx.flushMail();
    await ctx.smtp.waitFor(sentBefore + 11);
    expect(mailsTo('autre.visiteur@example.net')).toHaveLength(1);
    expect(mailsTo('INONDEE@example.net')).toHaveLength(0);
    // The counts hold a keyed digest, never the address.
    const counts = ctx.app.services.db.prepare('SELECT * FROM limit_counts').all();
    expect(JSON.stringify(counts)).not.toContain('inondee');
    // A day later, the address is acknowledged again.
    ctx.app.services.db
      .prepare("UPDATE limit_counts SET sent_at = ? WHERE kind = 'acknowledgement'")
      .run(ctx.ago(25 * 60 * 60 * 1000));
    await send({ ...contactPayloads.museum, email: flooded });
    await ctx.flushMail();
    await ctx.smtp.waitFor(sentBefore + 13);
    expect(mailsTo(flooded)).toHaveLength(4);
  });

  it('counts one mailbox written many ways: sub-addresses do not pass the three a day', async () => {
    const rowsBefore = ctx.count('contact_messages');
    const sentBefore = ctx.smtp.messages.length;
    const dressed = [1, 2, 3, 4, 5].map((index) => `boite+${index}@example.net`);
    for (const email of dressed) await send({ ...contactPayloads.museum, email });
    await ctx.flushMail();
    // Five messages to the museum, three acknowledgements to the one mailbox.
    await ctx.smtp.waitFor(sentBefore + 8);
    expect(ctx.count('contact_messages')).toBe(rowsBefore + 5);
    const acknowledged = ctx.smtp.messages
      .slice(sentBefore)
      .filter((each) => dressed.some((email) => each.to.includes(email)));
    expect(acknowledged).toHaveLength(3);
  });
});

describe('what one connection may send the staff in a day', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({ MESSAGES_PER_CONNECTION: '3' });
  });
  afterAll(() => limited.close());
  const contact = (form: (typeof forms)[number], remoteAddress: string) =>
    limited.app.inject({
      method: 'POST',
      url: contactPaths[form],
      payload: contactPayloads[form],
      remoteAddress,
    });
  const tour = (remoteAddress: string, values: Record<string, string> = tourForm) =>
    limited.app.inject({
      method: 'POST',
      url: '/submit-guided-tour',
      payload: urlencoded(values),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress,
    });

  it('keeps its share of messages and tour requests together, then refuses in French and keeps nothing', async () => {
    expect((await contact('museum', '198.51.100.30')).statusCode).toBe(200);
    expect((await contact('chetom', '198.51.100.30')).statusCode).toBe(200);
    expect((await tour('198.51.100.30')).statusCode).toBe(303);
    await limited.flushMail();
    const mailsBefore = limited.smtp.messages.length;
    const refused = await contact('association', '198.51.100.30');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Plusieurs messages ont déjà été envoyés aujourd’hui depuis votre connexion\u00a0: réessayez demain, ou appelez l’accueil du musée.',
    );
    // The form posted without script is answered with its page, what was typed kept, in its language.
    const page = await tour('198.51.100.30');
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain('réessayez demain, ou appelez l’accueil du musée.');
    expect(page.body).toContain(`value="${tourForm.email}"`);
    const english = await tour('198.51.100.30', { ...tourForm, lang: 'en' });
    expect(english.body).toContain('please try again tomorrow, or call the museum’s front desk.');
    expect([limited.count('contact_messages'), limited.count('tour_requests')]).toEqual([2, 1]);
    await limited.flushMail();
    expect(limited.smtp.messages.length).toBe(mailsBefore);
    // Another connection still writes.
    expect((await contact('association', '198.51.100.31')).statusCode).toBe(200);
  });
});
