import type { FastifyPluginAsync } from 'fastify';
import { formatMessages, guidedTourContract } from '@mtdm/shared/contracts';
import { isBlank, validateGroupSize, validationMessages } from '@mtdm/shared/validation';
import { httpMessages } from '../http/errors';
import { checkForm, clean, isPlainObject } from '../http/form-check';
import { HONEYPOT_FIELD, isHoneypotFilled } from '../http/honeypot';
import { limited } from '../http/rate-limit';
import { readLiveDocument } from '../releases/layout';
import { pageFile } from '../releases/state-files';
import { recordTourRequest, tourSlotProblem } from './tour-requests';
import { messageIn, tourTexts, type TourLanguage } from '../views/guided-tour-texts';
import {
  tourConfirmationPage,
  tourErrorPage,
  type FieldProblems,
  type TourValues,
} from '../views/guided-tour-page';
import type { RouteOptions } from '../http/route-options';

const MAX_GROUP = 1000;
const TOO_LARGE_GROUP = 'Pour un groupe de plus de 1000 personnes, contactez directement le musée.';

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
  if (failure === validationMessages.groupSize || failure === TOO_LARGE_GROUP) return { 'group-size': said };
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
 * guidedTour: the guided-tour request, a classic urlencoded form post answered with a page in the
 * site's frame: the confirmation, or the form again with what was typed and what to correct beside
 * each faulty field. A visit the museum cannot receive (closed day, annual closure, outside its
 * hours) is refused like a faulty field.
 */
export const guidedTourRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.post(guidedTourContract.call.path, limited(services.config), async (request, reply) => {
    // The English visit page sends lang=en: the answer is in English, the request stored the same.
    const { lang, ...values } = textValues(request.body);
    const language = lang === 'en' ? 'en' : 'fr';
    const frame = readLiveDocument(
      services.config.deployDir,
      pageFile(language === 'en' ? 'guidedTourEn' : 'guidedTour'),
    );
    void reply.type('text/html; charset=utf-8');
    if (isHoneypotFilled(request.body)) {
      request.log.info('pot de miel rempli : demande de visite ignorée');
      return tourConfirmationPage(values, language, frame);
    }
    if (!isPlainObject(request.body))
      return reply.code(400).send(tourErrorPage(httpMessages.badRequest, values, {}, language, frame));
    const checked = checkForm(
      { ...request.body, 'special-requests': request.body['special-requests'] ?? '' },
      guidedTourContract.schema,
      guidedTourContract.required,
    );
    const failure = checked.ok
      ? (validateGroupSize(checked.data['group-size']) ??
        (Number(checked.data['group-size'].trim()) > MAX_GROUP ? TOO_LARGE_GROUP : null))
      : checked.message;
    if (!checked.ok || failure)
      return reply
        .code(400)
        .send(
          tourErrorPage(
            failure ?? httpMessages.badRequest,
            values,
            problemsOf(values, failure, language),
            language,
            frame,
          ),
        );
    const data = checked.data;
    const slot = tourSlotProblem(services, clean(data.date), clean(data.time), language);
    if (slot)
      return reply
        .code(400)
        .send(tourErrorPage(slot.message, values, { [slot.field]: slot.message }, language, frame));
    const tourRequestId = recordTourRequest(services, {
      firstName: clean(data['first-name']),
      lastName: clean(data['last-name']),
      email: clean(data.email),
      phone: `${clean(data['phone-prefix'])} ${clean(data.phone)}`,
      date: clean(data.date),
      time: clean(data.time),
      groupSize: Number(data['group-size'].trim()),
      specialRequests: data['special-requests'].trim(),
    });
    request.log.info({ tourRequestId }, 'demande de visite guidée enregistrée');
    return tourConfirmationPage(values, language, frame);
  });
};
