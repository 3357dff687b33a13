import { html, page } from './html';

export type TourValues = Readonly<Record<string, string>>;

/** Labels of the request's fields, to name the ones to correct. */
const TOUR_FIELD_LABELS: Readonly<Record<string, string>> = {
  'first-name': 'Prénom',
  'last-name': 'Nom',
  email: 'E-mail',
  'phone-prefix': 'Indicatif téléphonique',
  phone: 'Téléphone',
  date: 'Date souhaitée',
  time: 'Heure souhaitée',
  'group-size': 'Nombre de personnes',
};

/** The request form, filled with what the visitor typed, under the error that stopped it. */
export function tourErrorPage(message: string, values: TourValues, invalid: readonly string[] = []): string {
  const field = (label: string, name: string, values: TourValues, type = 'text', extra = '') =>
    html`<label
      >${label}<input
        type="${type}"
        name="${name}"
        value="${values[name] ?? ''}"
        required
        ${{ html: invalid.includes(name) ? 'aria-invalid="true" aria-describedby="erreur"' : '' }}
        ${{ html: extra }}
    /></label>`;
  const named = invalid.map((name) => TOUR_FIELD_LABELS[name]).filter(Boolean);
  return page(
    'Demande de visite guidée non envoyée',
    html`<h1>Demander une Visite Guidée</h1>
      <p class="notice error" role="alert" id="erreur">
        Votre demande n’a pas pu être envoyée :
        ${message}${named.length ? ` (à corriger : ${named.join(', ')})` : ''}
      </p>
      <p>
        Corrigez le formulaire ci-dessous puis renvoyez-le. Les visites guidées sont réservées aux groupes
        d’au moins 10 personnes.
      </p>
      <form method="post" action="/submit-guided-tour">
        ${field('Prénom', 'first-name', values)} ${field('Nom', 'last-name', values)}
        ${field('E-mail', 'email', values, 'email')}
        ${field('Indicatif téléphonique', 'phone-prefix', values)}
        ${field('Téléphone', 'phone', values, 'tel')} ${field('Date souhaitée', 'date', values, 'date')}
        ${field('Heure souhaitée', 'time', values, 'time')}
        ${field('Nombre de personnes', 'group-size', values, 'number', 'min="10"')}
        <label
          >Demandes particulières (facultatif)<textarea name="special-requests" rows="4">
${values['special-requests'] ?? ''}</textarea>
        </label>
        <div class="actions">
          <button type="submit">Envoyer</button
          ><a class="button secondary" href="/pages/VisiteGuidee">Retour au formulaire du site</a>
        </div>
      </form>`,
    'error',
  );
}

/** What the visitor sees once the request is stored. */
export function tourConfirmationPage(values: TourValues): string {
  return page(
    'Demande de visite guidée envoyée',
    html`<h1>Demande de visite guidée envoyée</h1>
      <p class="notice success" role="status">
        Merci ${values['first-name']} ${values['last-name']}, votre demande a bien été reçue. Le musée vous
        recontactera pour confirmer la visite.
      </p>
      <dl>
        <dt>Date souhaitée</dt>
        <dd>${values.date}</dd>
        <dt>Heure souhaitée</dt>
        <dd>${values.time}</dd>
        <dt>Nombre de personnes</dt>
        <dd>${values['group-size']}</dd>
        <dt>E-mail</dt>
        <dd>${values.email}</dd>
        <dt>Téléphone</dt>
        <dd>${`${values['phone-prefix'] ?? ''} ${values.phone ?? ''}`.trim()}</dd>
        <dt>Demandes particulières</dt>
        <dd>${values['special-requests'] || 'aucune'}</dd>
      </dl>
      <div class="actions">
        <a class="button" href="/">Retour au site du musée</a
        ><a class="button secondary" href="/pages/informationsPratiques">Informations pratiques</a>
      </div>`,
  );
}
