import type { FastifyPluginAsync } from 'fastify';
import { formatMessages, guidedTourContract } from '@mtdm/shared/contracts';
import { isBlank, validateGroupSize, validationMessages } from '@mtdm/shared/validation';
import { httpMessages } from '../http/errors';
import { checkForm, clean, isPlainObject } from '../http/form-check';
import { HONEYPOT_FIELD, isHoneypotFilled } from '../http/honeypot';
import { limited } from '../http/rate-limit';
import { recordTourRequest } from '../services/submissions/tour-requests';
import { tourConfirmationPage, tourErrorPage, type TourValues } from '../views/guided-tour-page';
import type { RouteOptions } from './route-options';

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

/** The fields a refusal is about: the empty required ones, else the e-mail or the group size. */
function fieldsToCorrect(values: TourValues, failure: string | null): string[] {
  const blank = guidedTourContract.required.filter((name) => isBlank(values[name]));
  if (blank.length > 0) return blank;
  if (failure === validationMessages.email) return ['email'];
  if (failure === validationMessages.groupSize || failure === TOO_LARGE_GROUP) return ['group-size'];
  if (failure === formatMessages.visitDate) return ['date'];
  if (failure === formatMessages.visitTime) return ['time'];
  if (failure === formatMessages.oneLine)
    return Object.keys(values).filter(
      (name) => name !== 'special-requests' && /[\r\n]/.test(values[name] ?? ''),
    );
  return [];
}

/**
 * guidedTour: the guided-tour request, a classic urlencoded form post answered with a French page:
 * the confirmation, or the form again with what was typed and what to correct.
 */
export const guidedTourRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.post(guidedTourContract.call.path, limited(services.config), async (request, reply) => {
    // The English visit page sends lang=en: the answer is in English, the request stored the same.
    const { lang, ...values } = textValues(request.body);
    const language = lang === 'en' ? 'en' : 'fr';
    void reply.type('text/html; charset=utf-8');
    if (isHoneypotFilled(request.body)) {
      request.log.info('pot de miel rempli : demande de visite ignorée');
      return tourConfirmationPage(values);
    }
    if (!isPlainObject(request.body))
      return reply.code(400).send(tourErrorPage(httpMessages.badRequest, values));
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
            fieldsToCorrect(values, failure),
            language,
          ),
        );
    const data = checked.data;
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
    return tourConfirmationPage(values, language);
  });
};
