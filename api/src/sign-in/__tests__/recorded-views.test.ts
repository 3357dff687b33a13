// The journal's check, on routes registered as every call of the volunteers' space is: a read whose
// handler forgets the journal sends nothing of what it found, a file included, even while another read
// of the same volunteer writes its own line, or when its line was undone; a read that writes its line,
// a refusal and a call that shows no one go out as they are.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SignedInCall, VolunteerEntry as Volunteer } from '@mtdm/shared/contracts/signed-in';
import { openDatabase, type Db } from '../../database/database';
import { httpMessages, installErrorHandler } from '../../http/errors';
import { route } from '../../http/route-from-contract';
import { recordedViews } from '../recorded-views';
import { recordView } from '../view-journal';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-recorded-views-'));
let db: Db;
let app: FastifyInstance;
const cv = path.join(folder, 'cv.pdf');
let streamed: fs.ReadStream | undefined;

/** A read of the space at `path`, answering a file, for the roles of the shop. */
const read = (url: string): SignedInCall => ({
  method: 'GET',
  path: url,
  access: ['boutique'],
  body: undefined,
  query: undefined,
  answer: 'file',
  refusalKey: 'message',
});

const CSV = 'nom;adresse\nDupont;12 rue des Remparts, Fréjus\n';
const asCsv = {
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': 'attachment; filename="x.csv"',
};
const view = (volunteer: { email: string }) =>
  recordView({ db, now: () => new Date() }, volunteer, 'liste exportée, 1 ligne', 'x.csv');

/** A read that waits: it says when its handler has started, and goes on when released. */
let started: () => void = () => undefined;
let release: () => void = () => undefined;

beforeAll(async () => {
  fs.writeFileSync(cv, '%PDF-1.4 Curriculum vitae de Jeanne Dupont');
  db = openDatabase(path.join(folder, 'site.sqlite'));
  app = Fastify();
  app.decorate('checkAnswers', false);
  // The sign-in's hooks, as the sessions' plugin decorates them: the volunteer named by a header.
  await app.register(
    fp(
      async (instance) => {
        // One object per volunteer for every request, as a sign-in that kept its volunteers would give.
        const known = new Map<string, Volunteer>();
        instance.decorate('authenticate', async (request: FastifyRequest) => {
          const email = String(request.headers['x-benevole']);
          if (!known.has(email)) known.set(email, { email, name: 'Claire', roles: ['boutique'] });
          request.volunteer = known.get(email);
        });
        instance.decorate('requireRole', () => async () => undefined);
      },
      { name: 'sessions' },
    ),
  );
  await app.register(recordedViews, { db });
  installErrorHandler(app);
  route(app, read('/essai/oublie'), async (_request, reply) => reply.headers(asCsv).send(CSV));
  route(app, read('/essai/cv'), async (_request, reply) => {
    streamed = fs.createReadStream(cv);
    return reply.header('content-disposition', 'attachment; filename="cv.pdf"').send(streamed);
  });
  route(app, read('/essai/inscrit'), async (request, reply) => {
    view(request.volunteer!);
    return reply.headers(asCsv).send(CSV);
  });
  route(app, read('/essai/par-un-autre'), async (request, reply) => {
    view({ email: 'quelqu-un-d-autre@example.org' });
    // The same address, written in another object than the request's: not this request's line either.
    view({ email: request.volunteer!.email });
    return reply.headers(asCsv).send(CSV);
  });
  route(app, read('/essai/oublie-en-attendant'), async (_request, reply) => {
    const released = new Promise<void>((resolve) => (release = resolve));
    started();
    await released;
    return reply.headers(asCsv).send(CSV);
  });
  route(app, read('/essai/annule'), async (request, reply) => {
    try {
      db.transaction(() => {
        view(request.volunteer!);
        throw new Error('écriture abandonnée');
      })();
    } catch {
      // The handler goes on as if nothing happened: its line is gone with the transaction.
    }
    return reply.headers(asCsv).send(CSV);
  });
  route(app, read('/essai/introuvable'), async (_request, reply) =>
    reply.code(404).send({ success: false, message: 'Commande introuvable.' }),
  );
  route(app, read('/essai/chiffres'), async (_request, reply) => reply.send('12 commandes'), {
    showsNoOne: 'des comptes, aucun nom',
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  db.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const ask = (url: string) =>
  app.inject({ method: 'GET', url, headers: { 'x-benevole': 'boutique@example.org' } });

it('holds back what a read found when its view is not in the journal: a server error in French, no file', async () => {
  const answer = await ask('/essai/oublie');
  expect(answer.statusCode).toBe(500);
  expect(answer.json()).toMatchObject({ message: httpMessages.internal });
  expect(answer.body).not.toContain('Dupont');
  expect(answer.headers['content-disposition']).toBeUndefined();
});

it('closes a file it holds back, and sends none of it', async () => {
  const answer = await ask('/essai/cv');
  expect(answer.statusCode).toBe(500);
  expect(answer.body).not.toContain('Dupont');
  expect(answer.headers['content-disposition']).toBeUndefined();
  expect(streamed?.destroyed).toBe(true);
});

it('counts only a line of the volunteer who asked', async () => {
  const answer = await ask('/essai/par-un-autre');
  expect(answer.statusCode).toBe(500);
  expect(answer.body).not.toContain('Dupont');
});

it('does not count the line of another read of the same volunteer at the same moment', async () => {
  const waiting = new Promise<void>((resolve) => (started = resolve));
  const forgetting = ask('/essai/oublie-en-attendant');
  await waiting;
  expect((await ask('/essai/inscrit')).statusCode).toBe(200);
  release();
  const answer = await forgetting;
  expect(answer.statusCode).toBe(500);
  expect(answer.body).not.toContain('Dupont');
});

it('does not count a line undone with its transaction', async () => {
  const answer = await ask('/essai/annule');
  expect(answer.statusCode).toBe(500);
  expect(answer.body).not.toContain('Dupont');
});

it('sends a read whose view is in the journal, as it was made', async () => {
  const answer = await ask('/essai/inscrit');
  expect(answer.statusCode).toBe(200);
  expect(answer.body).toBe(CSV);
  expect(answer.headers['content-disposition']).toBe('attachment; filename="x.csv"');
});

it('lets a refusal through, and a call that says it shows no one', async () => {
  expect((await ask('/essai/introuvable')).statusCode).toBe(404);
  const figures = await ask('/essai/chiffres');
  expect([figures.statusCode, figures.body]).toEqual([200, '12 commandes']);
});
