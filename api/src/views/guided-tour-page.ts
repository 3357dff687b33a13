import { frenchHour } from '@mtdm/shared/content';
import { englishHour } from '@mtdm/shared/site';
import { withFirstOfMonth } from '@mtdm/shared/news';
import { messageIn, tourTexts, type TourLanguage } from './guided-tour-texts';
import { html, page, type SafeHtml } from './html';
import { inSiteFrame } from './site-frame';

export type TourValues = Readonly<Record<string, string>>;

/** What each faulty field says next to it, by field name. */
export type FieldProblems = Readonly<Record<string, string>>;

/** The answer in the site's frame when the live form page is there (`frame`), else in a plain page. */
function answerPage(
  title: string,
  content: SafeHtml,
  language: TourLanguage,
  frame?: string,
  status?: 'error',
) {
  return (frame && inSiteFrame(frame, title, content)) ?? page(title, content, status, language);
}

/** 2026-12-08 → « mardi 8 décembre 2026 » / "Tuesday 8 December 2026"; anything else as typed. */
function dateForDisplay(date: string | undefined, language: TourLanguage): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? '');
  if (!day) return date ?? '';
  const written = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))));
  return language === 'en' ? written : withFirstOfMonth(written);
}

const timeForDisplay = (time: string | undefined, language: TourLanguage) =>
  time && /^\d{2}:\d{2}$/.test(time)
    ? language === 'en'
      ? englishHour(time)
      : frenchHour(time)
    : (time ?? '');

/** The request form, filled with what the visitor typed, each faulty field saying what is wrong. */
export function tourErrorPage(
  message: string,
  values: TourValues,
  problems: FieldProblems = {},
  language: TourLanguage = 'fr',
  frame?: string,
  bookable?: { readonly first: string; readonly last: string },
): string {
  const t = tourTexts[language];
  const field = (name: string, type = 'text', extra = '') => {
    const problem = problems[name];
    const errorId = `erreur-${name}`;
    return html`<label
      >${t.fields[name] ?? name}<input
        type="${type}"
        name="${name}"
        value="${values[name] ?? ''}"
        required
        ${{ html: problem ? `aria-invalid="true" aria-describedby="${errorId}"` : '' }}
        ${{ html: extra }}
      />${problem ? html`<span class="field-error" id="${errorId}">${problem}</span>` : ''}</label
    >`;
  };
  const named = Object.keys(problems)
    .map((name) => t.fields[name])
    .filter(Boolean);
  return answerPage(
    t.errorTitle,
    html`<h1>${t.heading}</h1>
      <p class="notice error" role="alert" id="erreur">
        ${t.notSent}
        ${messageIn(language, message)}${named.length ? ` (${t.toCorrect} ${named.join(', ')})` : ''}
      </p>
      <p>${t.correct}</p>
      <form method="post" action="/submit-guided-tour">
        ${{ html: language === 'en' ? '<input type="hidden" name="lang" value="en">' : '' }}
        ${field('first-name')} ${field('last-name')} ${field('email', 'email')} ${field('phone-prefix')}
        ${field('phone', 'tel')}
        ${field('date', 'date', bookable ? `min="${bookable.first}" max="${bookable.last}"` : '')}
        ${field('time', 'time')} ${field('group-size', 'number', 'min="10"')}
        <label
          >${t.specialRequests} (${t.optional})<textarea name="special-requests" rows="4">
${values['special-requests'] ?? ''}</textarea>
        </label>
        <div class="actions">
          <button type="submit">${t.send}</button
          ><a class="button secondary" href="${t.formPath}">${t.backToForm}</a>
        </div>
      </form>`,
    language,
    frame,
    'error',
  );
}

/** A stored request as its result page shows it: the day, the hour and the group. */
export interface ShownTour {
  readonly date: string;
  readonly time: string;
  readonly groupSize: number;
}

/**
 * The result page of a stored request, at its own address (opened again, reloaded, it sends nothing):
 * the day, the hour and the group as people write them, and nothing that names anyone.
 */
export function tourConfirmationPage(tour: ShownTour, language: TourLanguage = 'fr', frame?: string): string {
  const t = tourTexts[language];
  return answerPage(
    t.sentTitle,
    html`<h1>${t.sentTitle}</h1>
      <p class="notice success" role="status">${t.thanks}</p>
      <dl>
        <dt>${t.fields.date}</dt>
        <dd>${dateForDisplay(tour.date, language)}</dd>
        <dt>${t.fields.time}</dt>
        <dd>${timeForDisplay(tour.time, language)}</dd>
        <dt>${t.fields['group-size']}</dt>
        <dd>${tour.groupSize}</dd>
      </dl>
      <p>${t.acknowledged}</p>
      <div class="actions">
        <a class="button" href="${t.homePath}">${t.home}</a
        ><a class="button secondary" href="${t.practicalPath}">${t.practical}</a>
      </div>`,
    language,
    frame,
  );
}

/** A result page's address that opens no request (mistyped, or the request deleted since). */
export function tourNotFoundPage(language: TourLanguage = 'fr', frame?: string): string {
  const t = tourTexts[language];
  return answerPage(
    t.notFoundTitle,
    html`<h1>${t.notFoundTitle}</h1>
      <p>${t.notFound}</p>
      <div class="actions">
        <a class="button" href="${t.formPath}">${t.backToForm}</a>
      </div>`,
    language,
    frame,
    'error',
  );
}
