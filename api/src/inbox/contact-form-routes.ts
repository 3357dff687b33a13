import type { FastifyPluginAsync } from 'fastify';
import { contactFormContracts, type ContactKind } from '@mtdm/shared/contracts';
import { httpMessages, sendFormError } from '../http/errors';
import { checkForm, clean } from '../http/form-check';
import { isHoneypotFilled } from '../http/honeypot';
import { connectionKeyOf, limited } from '../http/rate-limit';
import { connectionMessages } from '../mail/mails-per-address';
import { recordContactMessage } from './contact-messages';
import type { RouteOptions } from '../http/route-options';

export const FORM_SUCCESS = { success: true, message: 'Message envoyé avec succès !' } as const;

const forms = (Object.keys(contactFormContracts) as ContactKind[]).map((form) => ({
  form,
  ...contactFormContracts[form],
}));

/** contactChetom, contactMuseum, contactAssociation: the three contact forms (JSON), stored then mailed. */
export const contactFormRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  for (const { form, call, schema, required } of forms) {
    app.post(call.path, limited(services.config), async (request, reply) => {
      if (isHoneypotFilled(request.body)) {
        request.log.info({ form }, 'pot de miel rempli : message ignoré');
        return FORM_SUCCESS;
      }
      const checked = checkForm(request.body, schema, required);
      if (!checked.ok) return sendFormError(reply, 400, checked.message);
      const fromConnection = connectionMessages(services, connectionKeyOf(request, services));
      if (fromConnection.full) return sendFormError(reply, 429, httpMessages.tooManyMessages);
      const data: Partial<Record<string, string>> = checked.data;
      const phone =
        data.phone !== undefined ? `${clean(data['phone-prefix'])} ${clean(data.phone)}`.trim() : undefined;
      const contactId = recordContactMessage(services, form, {
        firstName: clean(data['first-name']),
        lastName: clean(data['last-name']),
        email: clean(data.email),
        phone,
        visitorKind: data['vous-etes'],
        message: data.message ?? '',
      });
      fromConnection.record();
      request.log.info({ form, contactId }, 'message de contact enregistré');
      return FORM_SUCCESS;
    });
  }
};
