import { escapeHtml as escapeText } from '@mtdm/shared/site';
import { PAGE_STYLE } from './answer-style';

/** Escapes any value, as text, for HTML content and attribute values (nothing for a missing one). */
export function escapeHtml(value: unknown): string {
  return escapeText(String(value ?? ''));
}

/** A value already escaped (or markup built from escaped parts). */
export interface SafeHtml {
  readonly html: string;
}

const raw = (html: string): SafeHtml => ({ html });

/** Template tag that escapes every interpolated value unless it is SafeHtml (or a list of them). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  const render = (value: unknown): string => {
    if (Array.isArray(value)) return value.map(render).join('');
    if (value && typeof value === 'object' && 'html' in value) return String((value as SafeHtml).html);
    return escapeHtml(value);
  };
  return raw(
    strings.reduce(
      (out, part, index) => out + part + (index < values.length ? render(values[index]) : ''),
      '',
    ),
  );
}

/**
 * A form of one button that posts hidden values to `action`. A page opened from a mailed link acts
 * only when its button is pressed: a mail scanner may open the link by itself.
 */
export const linkButton = (
  action: string,
  values: Record<string, string>,
  label: string,
  secondary = false,
) =>
  html`<form method="post" action="${action}">
    ${Object.entries(values).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`)}
    <div class="actions">
      <button type="submit" ${secondary ? raw(' class="secondary"') : ''}>${label}</button>
    </div>
  </form>`;

/** A whole French page in the site's colours: header with a link home, content, footer. */
export function page(title: string, content: SafeHtml, status?: 'error', lang: 'fr' | 'en' = 'fr'): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – Musée des Troupes de Marine</title>
<style>${PAGE_STYLE}</style>
</head>
<body${status ? ' class="error"' : ''}>
<header><a href="/">Musée des Troupes de Marine – Fréjus</a></header>
<main>
${content.html}
</main>
<footer>Musée des Troupes de Marine · Fréjus</footer>
</body>
</html>`;
}
