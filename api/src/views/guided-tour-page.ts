import { messageIn, tourTexts, type TourLanguage } from './guided-tour-texts';
import { html, page } from './html';

export type TourValues = Readonly<Record<string, string>>;

/** The request form, filled with what the visitor typed, under the error that stopped it. */
export function tourErrorPage(
  message: string,
  values: TourValues,
  invalid: readonly string[] = [],
  language: TourLanguage = 'fr',
): string {
  const t = tourTexts[language];
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
  const label = (name: string) => t.fields[name] ?? name;
  const named = invalid.map((name) => t.fields[name]).filter(Boolean);
  return page(
    t.errorTitle,
    html`<h1>${t.heading}</h1>
      <p class="notice error" role="alert" id="erreur">
        ${t.notSent}
        ${messageIn(language, message)}${named.length ? ` (${t.toCorrect} ${named.join(', ')})` : ''}
      </p>
      <p>${t.correct}</p>
      <form method="post" action="/submit-guided-tour">
        ${{ html: language === 'en' ? '<input type="hidden" name="lang" value="en">' : '' }}
        ${field(label('first-name'), 'first-name', values)} ${field(label('last-name'), 'last-name', values)}
        ${field(label('email'), 'email', values, 'email')}
        ${field(label('phone-prefix'), 'phone-prefix', values)}
        ${field(label('phone'), 'phone', values, 'tel')} ${field(label('date'), 'date', values, 'date')}
        ${field(label('time'), 'time', values, 'time')}
        ${field(label('group-size'), 'group-size', values, 'number', 'min="10"')}
        <label
          >${t.specialRequests} (${t.optional})<textarea name="special-requests" rows="4">
${values['special-requests'] ?? ''}</textarea>
        </label>
        <div class="actions">
          <button type="submit">${t.send}</button
          ><a class="button secondary" href="${t.formPath}">${t.backToForm}</a>
        </div>
      </form>`,
    'error',
    language,
  );
}

/** What the visitor sees once the request is stored. */
export function tourConfirmationPage(values: TourValues, language: TourLanguage = 'fr'): string {
  const t = tourTexts[language];
  return page(
    t.sentTitle,
    html`<h1>${t.sentTitle}</h1>
      <p class="notice success" role="status">
        ${t.thanks(values['first-name'] ?? '', values['last-name'] ?? '')}
      </p>
      <dl>
        <dt>${t.fields.date}</dt>
        <dd>${values.date}</dd>
        <dt>${t.fields.time}</dt>
        <dd>${values.time}</dd>
        <dt>${t.fields['group-size']}</dt>
        <dd>${values['group-size']}</dd>
        <dt>${t.fields.email}</dt>
        <dd>${values.email}</dd>
        <dt>${t.fields.phone}</dt>
        <dd>${`${values['phone-prefix'] ?? ''} ${values.phone ?? ''}`.trim()}</dd>
        <dt>${t.specialRequests}</dt>
        <dd>${values['special-requests'] || t.none}</dd>
      </dl>
      <div class="actions">
        <a class="button" href="${t.homePath}">${t.home}</a
        ><a class="button secondary" href="${t.practicalPath}">${t.practical}</a>
      </div>`,
    undefined,
    language,
  );
}
