import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

/** « 45 secondes », « une minute », « 56 minutes » : a Retry-After in words. */
export function durationInFrench(seconds: number): string {
  if (seconds < 60) return `${seconds} seconde${seconds > 1 ? 's' : ''}`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'une minute' : `${minutes} minutes`;
}

/** French texts of the answers that do not come from a form rule. */
export const httpMessages = {
  tooManyRequests:
    'Trop de demandes envoyées depuis votre connexion. Veuillez patienter une minute puis réessayer.',
  /** The same, saying how long Retry-After says. */
  tooManyRequestsFor: (seconds: number) =>
    `Trop de demandes envoyées depuis votre connexion. Veuillez patienter ${durationInFrench(seconds)} puis réessayer.`,
  /** A connection's share of messages for the day is kept (mails-per-address.ts, connectionMessages). */
  tooManyMessages:
    'Plusieurs messages ont déjà été envoyés aujourd’hui depuis votre connexion : réessayez demain, ou appelez l’accueil du musée.',
  bodyTooLarge: 'Votre envoi est trop volumineux.',
  unsupportedMediaType: 'Type de contenu non accepté par le serveur.',
  badJson: 'Requête invalide : le corps de la requête n’est pas un JSON lisible.',
  badRequest: 'Requête invalide.',
  unknownEndpoint: 'Requête invalide : paramètre « endpoint » inconnu ou absent.',
  internal: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
  notFound: 'Ressource introuvable',
  crossSite:
    'Envoi refusé : ce formulaire doit être envoyé depuis le site du musée. Rechargez la page et réessayez.',
  csrf: 'Demande refusée : rechargez la page de l’espace des bénévoles, puis réessayez.',
} as const;

/** A form's failure: the frontend shows `message`. */
export function sendFormError(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ success: false, message });
}

/** A payment start's failure: the frontend shows `error`. */
export function sendPaymentError(reply: FastifyReply, status: number, error: string) {
  return reply.code(status).send({ error });
}

function messageFor(error: FastifyError): { status: number; text: string } {
  const status = error.statusCode ?? 500;
  // A rate limit's answer says itself how long to wait (the same as its Retry-After).
  if (status === 429)
    return {
      status,
      text: typeof error.message === 'string' && error.message ? error.message : httpMessages.tooManyRequests,
    };
  if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return { status: 413, text: httpMessages.bodyTooLarge };
  if (status === 415) return { status, text: httpMessages.unsupportedMediaType };
  if (error.code?.startsWith('FST_CSRF_')) return { status: 403, text: httpMessages.csrf };
  if (
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    error instanceof SyntaxError
  ) {
    return { status: 400, text: httpMessages.badJson };
  }
  if (status >= 400 && status < 500) return { status, text: httpMessages.badRequest };
  return { status: 500, text: httpMessages.internal };
}

/**
 * Every failure that no route answered itself: a French text under both `message` (forms) and
 * `error` (payments), a 4xx for anything the client sent, never a stack trace.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ContractRefusal) {
      request.log.info({ status: 400 }, 'requête refusée');
      return reply.code(400).send({ success: false, [error.key]: error.message });
    }
    const { status, text } = messageFor(error);
    if (status >= 500) request.log.error({ err: error }, 'erreur interne');
    else request.log.info({ code: error.code, status }, 'requête refusée');
    return reply.code(status).send({ success: false, message: text, error: text });
  });
}

/** A body or query the call's contract refuses: its French text, under the key the caller reads. */
export class ContractRefusal extends Error {
  readonly statusCode = 400;
  constructor(
    message: string,
    readonly key: 'message' | 'error',
  ) {
    super(message);
  }
}
