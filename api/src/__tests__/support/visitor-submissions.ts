import {
  applicationFields,
  applicationForm,
  contactPayloads,
  contactPaths,
  tourForm,
  urlencoded,
} from './fixtures';
import { multipart, type TestContext } from './harness';

/** Refuses to go on when the server did not take a submission as the site's form expects. */
function taken(what: string, statusCode: number, expected: number): void {
  if (statusCode !== expected) throw new Error(`${what} refusé(e) : ${statusCode}`);
}

/**
 * A visitor's guided-tour request, sent as the site's form sends it (the fixtures' form, `values`
 * replacing some of its fields), stored and its mail sent: the request's id.
 */
export async function requestTour(ctx: TestContext, values: Record<string, string> = {}): Promise<number> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/submit-guided-tour',
    payload: urlencoded({ ...tourForm, ...values }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  // Stored, the browser is sent on to the request's result page.
  taken('demande de visite', response.statusCode, 303);
  await ctx.flushMail();
  return (ctx.app.services.db.prepare('SELECT MAX(id) AS id FROM tour_requests').get() as { id: number }).id;
}

/** A message to one of the site's contact forms: the fixtures' message, `values` replacing some fields. */
export async function sendMessage(
  ctx: TestContext,
  form: keyof typeof contactPaths & keyof typeof contactPayloads,
  values: { email?: string; message?: string } = {},
) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: contactPaths[form],
    payload: { ...contactPayloads[form], ...values },
  });
  taken('message', response.statusCode, 200);
}

/**
 * An application to the museum with its CV (the fixtures' applicant, or one at `email`), stored and
 * its mail sent: the application's id, its CV's id and where the CV is kept.
 */
export async function applyForJob(ctx: TestContext, email?: string) {
  const form = applicationForm({ ...applicationFields, ...(email ? { email } : {}) });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/travailleraumusee.php',
    ...(await multipart(form)),
  });
  taken('candidature', response.statusCode, 200);
  await ctx.flushMail();
  return ctx.app.services.db
    .prepare(
      `SELECT application_id AS applicationId, id AS fileId, stored_path AS storedPath
       FROM application_files ORDER BY id DESC LIMIT 1`,
    )
    .get() as { applicationId: number; fileId: number; storedPath: string };
}
