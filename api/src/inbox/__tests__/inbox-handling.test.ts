// The messages and applications in the volunteers' space: a message read only by the role of its
// destination and marked handled once; a CV downloaded by the museum's role, each download recorded
// as the piece it is, not under its sender's file name.
import fs from 'node:fs';
import { applicationFields, contactPayloads, documents } from '../../__tests__/support/fixtures';
import { applyForJob, sendMessage } from '../../__tests__/support/visitor-submissions';
import { signedInSpaceForFile } from '../../__tests__/support/volunteer-session';
import type { ViewAction } from '../../sign-in/view-journal';

const space = signedInSpaceForFile(['musee@example.org', 'chetom@example.org', 'admin@example.org']);
const { json } = space;
let applicationId: number;
let fileId: number;
beforeAll(async () => {
  await sendMessage(space.ctx, 'chetom');
  ({ applicationId, fileId } = await applyForJob(space.ctx));
});

it('a message is read by the role of its destination only, and marked handled once', async () => {
  const museum = space.sessions['musee@example.org']!;
  const chetom = space.sessions['chetom@example.org']!;
  const listed = (await json('GET', '/api/benevoles/messages/chetom', undefined, chetom)).json().messages;
  const id = listed[0].id as number;
  expect((await json('GET', `/api/benevoles/message/${id}`, undefined, museum)).statusCode).toBe(404);
  const read = await json('GET', `/api/benevoles/message/${id}`, undefined, chetom);
  expect(read.json().message.message).toBe(contactPayloads.chetom.message);
  expect((await json('POST', `/api/benevoles/message/${id}/traite`, {}, museum)).statusCode).toBe(404);
  expect((await json('POST', `/api/benevoles/message/${id}/traite`, {}, chetom)).statusCode).toBe(200);
  expect((await json('POST', `/api/benevoles/message/${id}/traite`, {}, chetom)).statusCode).toBe(409);
  const handled = await json('GET', '/api/benevoles/messages/chetom?etat=traites', undefined, chetom);
  expect(handled.json().messages.map((message: { id: number }) => message.id)).toEqual([id]);
});

it('a CV is downloaded by the museum’s role, each download recorded', async () => {
  const museum = space.sessions['musee@example.org']!;
  const before = space.ctx.count('personal_data_views');
  const file = await json(
    'GET',
    `/api/benevoles/candidatures/${applicationId}/fichiers/${fileId}`,
    undefined,
    museum,
  );
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-disposition']).toContain('attachment');
  expect(file.rawPayload.equals(documents.pdf)).toBe(true);
  expect(space.ctx.count('personal_data_views')).toBe(before + 1);
  const log = await json('GET', '/api/benevoles/journal', undefined, space.sessions['admin@example.org']!);
  expect(log.json().views[0]).toMatchObject({
    volunteer: 'musee@example.org',
    action: 'fichier téléchargé\u00a0: CV',
  });
  // The name the applicant gave their file holds their own: the journal, kept after them, never says it.
  expect(JSON.stringify(log.json().views)).not.toContain(applicationFields['last-name']);
  // Nor can the code write it there: a file's own name is not one of the journal's words (tsc checks).
  const fileName: string = 'CV Hélène Roux.pdf';
  // @ts-expect-error the journal's actions are a closed list
  const named: ViewAction = `fichier téléchargé\u00a0: ${fileName}`;
  expect(log.json().views.map((view: { action: string }) => view.action)).not.toContain(named);
});

it('records no download of a file gone from the disk, and answers 404', async () => {
  const museum = space.sessions['musee@example.org']!;
  const gone = await applyForJob(space.ctx, 'fichier.perdu@example.com');
  fs.rmSync(gone.storedPath);
  const before = space.ctx.count('personal_data_views');
  const file = await json(
    'GET',
    `/api/benevoles/candidatures/${gone.applicationId}/fichiers/${gone.fileId}`,
    undefined,
    museum,
  );
  expect(file.statusCode).toBe(404);
  expect(space.ctx.count('personal_data_views')).toBe(before);
});
