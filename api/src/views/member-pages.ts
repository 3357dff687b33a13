// The pages of a member's reminders, rendered by the server (no script).
import { memberCalls, RENEWED_MEMBER_PARAM } from '@mtdm/shared/contracts/signed-in';
import { paths } from '@mtdm/shared/routing';
import { ofName } from '@mtdm/shared/contracts';
import { html, linkButton, page } from './html';

const TITLE = 'Rappels de renouvellement';

/** Whose membership: « l’adhésion de Paul Martin », or « votre adhésion » when the link names no one. */
const membershipOf = (member: string | undefined) =>
  member ? `l’adhésion ${ofName(member)}` : 'votre adhésion';

/**
 * The link of a reminder: one button stops them (a mail scanner that opens links stops nothing). The
 * member named is the one whose reminders stop: the others of a shared address keep theirs.
 */
export function stopRemindersPage(
  link: { readonly email: string; readonly member: string; readonly signature: string },
  member: string | undefined,
): string {
  return page(
    TITLE,
    html`<h1>${TITLE}</h1>
      <p>
        Vous ne recevrez plus de rappel avant l’échéance de ${membershipOf(member)} à l’adresse ${link.email}.
      </p>
      ${linkButton(
        memberCalls.stopReminders.path,
        { adresse: link.email, adherent: link.member, signature: link.signature },
        'Ne plus recevoir de rappels',
      )}`,
  );
}

export const remindersStoppedPage = (member: string | undefined) =>
  page(
    TITLE,
    html`<h1>${TITLE}</h1>
      <p class="notice success" role="status">
        C’est noté : vous ne recevrez plus de rappels de renouvellement pour ${membershipOf(member)}. Elle
        reste valable jusqu’à son échéance.
      </p>
      <div class="actions"><a class="button" href="/">Retour au site du musée</a></div>`,
  );

export const invalidStopLinkPage = () =>
  page(
    TITLE,
    html`<h1>${TITLE}</h1>
      <p class="notice error" role="alert">
        Ce lien est incomplet ou altéré. Utilisez celui du dernier rappel reçu, ou écrivez à l’association.
      </p>`,
    'error',
  );

const AREA = 'Espace adhérent';
/**
 * The pages of a link that changes an address: a member's, but also a donor's or a buyer's, who has no
 * member's space.
 */
const ADDRESS = 'Votre adresse e-mail';

/**
 * The member's sign-in link: one button opens the member area (a mail scanner opens nothing), or the
 * renewal the link was asked on the way to.
 */
export function memberSignInLinkPage(token: string, renewedMember: string): string {
  return page(
    AREA,
    token
      ? html`<h1>${AREA}</h1>
          <p>Confirmez l’ouverture de votre espace adhérent.</p>
          ${linkButton(
            memberCalls.openSession.path,
            { jeton: token, [RENEWED_MEMBER_PARAM]: renewedMember },
            'Ouvrir mon espace',
          )}`
      : html`<h1>${AREA}</h1>
          <p class="notice error" role="alert">Ce lien est incomplet : demandez-en un nouveau.</p>
          <div class="actions"><a class="button" href="/pages/Login">Demander un lien</a></div>`,
  );
}

export const memberLinkExpiredPage = () =>
  page(
    AREA,
    html`<h1>${AREA}</h1>
      <p class="notice error" role="alert">
        Ce lien de connexion n’est plus valable (déjà utilisé, ou plus de 15 minutes écoulées).
      </p>
      <div class="actions"><a class="button" href="/pages/Login">Demander un nouveau lien</a></div>`,
    'error',
  );

/** The confirmation of a new address: one button (a mail scanner changes nothing). */
export function emailChangePage(token: string): string {
  return page(
    ADDRESS,
    html`<h1>${ADDRESS}</h1>
      <p>Confirmez votre nouvelle adresse e-mail : l’association vous écrira désormais à celle-ci.</p>
      ${linkButton(memberCalls.confirmEmailChange.path, { jeton: token }, 'Confirmer ma nouvelle adresse')}`,
  );
}

const CHANGE_TEXTS = {
  changed: html`<p class="notice success" role="status">
      Votre nouvelle adresse e-mail est enregistrée. Pour votre sécurité, vos sessions ont été fermées :
      connectez-vous avec cette adresse.
    </p>
    <div class="actions"><a class="button" href="/pages/Login">Mon espace adhérent</a></div>`,
  corrected: html`<p class="notice success" role="status">
      Votre adresse e-mail est désormais celle de votre adhésion : vos documents d’adhésion vous y sont
      envoyés. Connectez-vous avec elle à votre espace adhérent.
    </p>
    <div class="actions"><a class="button" href="/pages/Login">Mon espace adhérent</a></div>`,
  'donation-corrected': html`<p class="notice success" role="status">
      Votre adresse e-mail est désormais celle de votre don : son reçu fiscal vous y est envoyé, ou le sera
      dès qu’il sera émis. Connectez-vous avec elle à votre espace pour retrouver vos dons et leurs reçus.
    </p>
    <div class="actions"><a class="button" href="/pages/Login">Mon espace</a></div>`,
  'order-corrected': html`<p class="notice success" role="status">
      Votre adresse e-mail est désormais celle de votre commande : sa confirmation, avec les conditions
      générales de vente et le formulaire de rétractation, vous y est envoyée, ainsi que le suivi de votre
      colis s’il est déjà parti.
    </p>
    <div class="actions"><a class="button" href="/">Retour au site</a></div>`,
  taken: html`<p class="notice error" role="alert">
      Cette adresse est déjà celle d’un compte d’adhérent : rien n’a été changé. Pour réunir les deux comptes,
      écrivez à l’association, qui le fera avec vous.
    </p>
    <div class="actions">
      <a class="button" href="${paths.contactAssociation}">Écrire à l’association</a>
    </div>`,
  invalid: html`<p class="notice error" role="alert">
    Ce lien n’est plus valable (déjà utilisé, remplacé par une demande plus récente, altéré, ou plus de 24
    heures écoulées). Refaites la demande depuis votre espace adhérent ; si c’est l’association qui vous l’a
    envoyé, demandez-lui-en un nouveau.
  </p>`,
};

/** What a confirmation did, as its page says it. */
export type EmailChangeOutcome = keyof typeof CHANGE_TEXTS;

export const emailChangedPage = (outcome: EmailChangeOutcome) =>
  page(
    ADDRESS,
    html`<h1>${ADDRESS}</h1>
      ${CHANGE_TEXTS[outcome]}`,
    outcome === 'taken' || outcome === 'invalid' ? 'error' : undefined,
  );
