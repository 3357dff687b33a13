/** Escapes text for HTML content and attribute values. */
function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
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

const STYLE = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1c2331; background: #f4f1ea; line-height: 1.5; }
header { background: #0b2545; color: #fff; padding: 1rem 1.5rem; }
header a { color: #fff; text-decoration: none; font-weight: 700; }
main { max-width: 44rem; margin: 2rem auto; padding: 2rem; background: #fff; border-radius: 8px; box-shadow: 0 2px 10px rgba(0,0,0,.08); }
h1 { color: #0b2545; margin-top: 0; }
.notice { padding: .75rem 1rem; border-radius: 6px; margin: 1rem 0; }
.notice.error { background: #fdecea; color: #8a1c12; border: 1px solid #f5c2bd; }
.notice.success { background: #e8f4ea; color: #1d5b2b; border: 1px solid #b9dcc0; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
dt { font-weight: 700; }
dd { margin: 0; white-space: pre-wrap; word-break: break-word; }
form { display: grid; gap: .9rem; }
label { display: grid; gap: .25rem; font-weight: 700; }
input, textarea { font: inherit; padding: .5rem; border: 1px solid #9aa5b1; border-radius: 4px; }
button, .button { display: inline-block; font: inherit; font-weight: 700; padding: .6rem 1.4rem; border: 0; border-radius: 4px; background: #b3121f; color: #fff; cursor: pointer; text-decoration: none; }
button.secondary, .button.secondary { background: #5c6b7a; }
.actions { display: flex; gap: 1rem; flex-wrap: wrap; margin-top: 1.5rem; }
footer { text-align: center; font-size: .9rem; color: #5c6b7a; padding: 1rem; }
`;

/** A whole French page in the site's colours: header with a link home, content, footer. */
export function page(title: string, content: SafeHtml, status?: 'error', lang: 'fr' | 'en' = 'fr'): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – Musée des Troupes de Marine</title>
<style>${STYLE}</style>
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
