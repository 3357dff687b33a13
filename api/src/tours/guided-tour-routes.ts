import type { FastifyPluginAsync } from 'fastify';
import { bookableDays, parisToday } from '@mtdm/shared/content';
import {
  formatMessages,
  guidedTourContract,
  takenTourSlotsCall,
  TOUR_RESULT_PATHS,
} from '@mtdm/shared/contracts';
import { isBlank, validateGroupSize, validationMessages } from '@mtdm/shared/validation';
import { httpMessages } from '../http/errors';
import { checkForm, clean, isPlainObject } from '../http/form-check';
import { HONEYPOT_FIELD, isHoneypotFilled } from '../http/honeypot';
import { connectionKeyOf, limited } from '../http/rate-limit';
import { connectionMessages } from '../mail/mails-per-address';
import { readLiveDocument } from '../releases/layout';
import { pageFile } from '../releases/state-files';
import { publishedContent } from '../content/published-content';
import { recordTourRequest, takenSlots, tourResult, tourSlotProblem } from './tour-requests';
import { messageIn, tourTexts, type TourLanguage } from '../views/guided-tour-texts';
import {
  tourConfirmationPage,
  tourErrorPage,
  tourNotFoundPage,
  type FieldProblems,
  type TourValues,
} from '../views/guided-tour-page';
import type { RouteOptions } from '../http/route-options';

/** A result page is the requester's alone: never kept by a cache, never indexed. */
const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

/** The text values of the post, to show them back (lists and other types are dropped). */
function textValues(body: unknown): TourValues {
  if (!isPlainObject(body)) return {};
  return Object.fromEntries(
    Object.entries(body).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== HONEYPOT_FIELD,
    ),
  );
}

/** What each field a refusal is about says next to it: the empty required ones, else the faulty one. */
function problemsOf(values: TourValues, failure: string | null, language: TourLanguage): FieldProblems {
  const said = messageIn(language, failure ?? '');
  const blank = guidedTourContract.required.filter((name) => isBlank(values[name]));
  if (blank.length > 0)
    return Object.fromEntries(blank.map((name) => [name, tourTexts[language].requiredField]));
  if (failure === validationMessages.email) return { email: said };
  if (failure === validationMessages.phone) return { phone: said };
  if (failure === validationMessages.groupSize) return { 'group-size': said };
  if (failure === formatMessages.visitDate) return { date: said };
  if (failure === formatMessages.visitTime) return { time: said };
  if (failure === formatMessages.controlCharacters) return { 'special-requests': said };
  if (failure === formatMessages.oneLine)
    return Object.fromEntries(
      Object.keys(values)
        .filter((name) => name !== 'special-requests' && /[\r\n]/.test(values[name] ?? ''))
        .map((name) => [name, said]),
    );
  return {};
}

/**
 * guidedTour: the guided-tour request, a classic urlencoded form post. Stored, it sends the browser
 * (303) to its result page, which a reload or a later visit opens again without sending anything;
 * refused, it answers the form again in the site's frame with what was typed and what to correct
 * beside each faulty field. A tour the museum cannot receive (tour-booking.ts) is refused like a
 * faulty field.
 */
export const guidedTourRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const frameOf = (language: TourLanguage) =>
    readLiveDocument(services.config.deployDir, pageFile(language === 'en' ? 'guidedTourEn' : 'guidedTour'));
  const bookable = () =>
    bookableDays(publishedContent(services.config).content.practical, parisToday(services.now()));

  app.post(guidedTourContract.call.path, limited(services.config), async (request, reply) => {
    // The English visit page sends lang=en: the answer is in English, the request stored the same.
    const { lang, ...values } = textValues(request.body);
    const language = lang === 'en' ? 'en' : 'fr';
    const frame = frameOf(language);
    void reply.type('text/html; charset=utf-8');
    const refuse = (message: string, problems: FieldProblems, status = 400) =>
      reply.code(status).send(tourErrorPage(message, values, problems, language, frame, bookable()));
    if (isHoneypotFilled(request.body)) {
      request.log.info('pot de miel rempli : demande de visite ignorée');
      const groupSize = Number(values['group-size'] ?? 0);
      return tourConfirmationPage(
        { date: values.date ?? '', time: values.time ?? '', groupSize },
        language,
        frame,
      );
    }
    if (!isPlainObject(request.body)) return refuse(httpMessages.badRequest, {});
    const checked = checkForm(
      { ...request.body, 'special-requests': request.body['special-requests'] ?? '' },
      guidedTourContract.schema,
      guidedTourContract.required,
    );
    const failure = checked.ok ? validateGroupSize(checked.data['group-size']) : checked.message;
    if (!checked.ok || failure)
      return refuse(failure ?? httpMessages.badRequest, problemsOf(values, failure, language));
    const data = checked.data;
    const tour = {
      date: clean(data.date),
      time: clean(data.time),
      groupSize: Number(data['group-size'].trim()),
    };
    const slot = tourSlotProblem(services, tour, language);
    if (slot) return refuse(slot.message, { [slot.field]: slot.message });
    const fromConnection = connectionMessages(services, connectionKeyOf(request, services));
    if (fromConnection.full) return refuse(httpMessages.tooManyMessages, {}, 429);
    const { id, publicId } = recordTourRequest(services, {
      firstName: clean(data['first-name']),
      lastName: clean(data['last-name']),
      email: clean(data.email),
      phone: `${clean(data['phone-prefix'])} ${clean(data.phone)}`,
      ...tour,
      specialRequests: data['special-requests'].trim(),
    });
    fromConnection.record();
    request.log.info({ tourRequestId: id }, 'demande de visite guidée enregistrée');
    return reply.headers(PRIVATE).redirect(`${TOUR_RESULT_PATHS[language]}/${publicId}`, 303);
  });

  for (const language of ['fr', 'en'] as const)
    app.get<{ Params: { id: string } }>(`${TOUR_RESULT_PATHS[language]}/:id`, async (request, reply) => {
      const { id } = request.params;
      const tour = /^[\w-]{22}$/.test(id) ? tourResult(services, id) : undefined;
      void reply.headers(PRIVATE).type('text/html; charset=utf-8');
      return tour
        ? tourConfirmationPage(tour, language, frameOf(language))
        : reply.code(404).send(tourNotFoundPage(language, frameOf(language)));
    });

  /** The tours already confirmed on a day, for the form to show the hours taken (no personal data). */
  app.get<{ Querystring: { date?: string } }>(takenTourSlotsCall.path, async (request, reply) => {
    const date = request.query.date ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
      return reply.code(400).send({ success: false, message: formatMessages.visitDate });
    return reply.header('Cache-Control', 'no-store').send({ date, taken: takenSlots(services, date) });
  });
};
