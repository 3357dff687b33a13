// What is said loudly at every start: settings still unsafe or missing, each in one French sentence
// with what to do. A warning, never a refusal: the site serves meanwhile.
import { missingDetailsOf } from '@mtdm/shared/content';
import type { ServerConfig } from '../config';
import { confinementOf, confinementWarning } from '../releases/renderer-confinement';
import { publishedContent } from '../content/published-content';

function mailWarnings(config: ServerConfig): string[] {
  const placeholders = Object.entries(config.recipients)
    .filter(([, address]) => /@example\.(org|com|net)$/i.test(address))
    .map(([who]) => `MAIL_TO_${who.toUpperCase()}`);
  return [
    ...placeholders.map(
      (variable) =>
        `${variable} est encore une adresse d’exemple : les messages des visiteurs n’arriveront à personne. Configurez-la avant la mise en ligne.`,
    ),
    ...(config.production && !config.smtpUrl
      ? [
          `SMTP_URL n’est pas configuré : aucun courriel ne part, ils sont seulement écrits dans ${config.outboxDir}. Configurez le serveur d’envoi avant la mise en ligne.`,
        ]
      : []),
  ];
}

function productionWarnings(config: ServerConfig): string[] {
  if (!config.production) return [];
  return [
    ...(config.paymentProvider === 'sandbox'
      ? [
          'ALLOW_SANDBOX_PAYMENTS=1 : les paiements sont ceux du bac à sable, marqués payés d’un clic, sans aucun argent. Configurez PAYMENT_PROVIDER=helloasso avant la mise en ligne.',
        ]
      : []),
    ...(config.contentEditor.backend.repo
      ? []
      : [
          'CONTENT_EDITOR_REPO n’est pas configuré : l’éditeur du contenu (/admin/) ne peut rien enregistrer et le dit à qui l’ouvre.',
        ]),
  ];
}

function contentWarnings(config: ServerConfig): string[] {
  try {
    const missing = missingDetailsOf(publishedContent(config).content.association);
    return missing.length > 0
      ? [
          `Détails de l’association encore vides dans le contenu publié (content/association.json) : ${missing.join(', ')}. Les pages disent « communiqué sur simple demande » et les reçus fiscaux restent des spécimens tant que l’objet, le siège ou le signataire manquent.`,
        ]
      : [];
  } catch (error) {
    return [`Contenu publié illisible : ${(error as Error).message}`];
  }
}

export const startUpWarnings = (config: ServerConfig): string[] => [
  ...mailWarnings(config),
  ...[confinementWarning(confinementOf(config.renderUser).kind)].filter((warning) => warning !== undefined),
  ...productionWarnings(config),
  ...contentWarnings(config),
];
