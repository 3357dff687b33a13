// What a page carries while its browser holds a preview's cookie: a banner naming the module and the
// version shown, with a button to leave the preview, and no indexing; sent to that browser alone. A
// previewed build's files go out with their type and no caching.
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { theme } from '@mtdm/shared/design-tokens';
import { LEAVE_PREVIEW_PATH, type PreviewRecord } from '../releases/previews';
import { withBodyStart, withHeadTags } from '../views/document-splices';
import { html } from '../views/html';

const previewTexts = {
  region: 'Aperçu d’une version',
  banner: (module: string, version: string) => `Aperçu de ${module}, version ${version}`,
  onlyHere: (until: string) =>
    `Cette version n’est visible que dans ce navigateur, jusqu’à ${until} ; les visiteurs voient toujours la version en service.`,
  leave: 'Quitter l’aperçu',
} as const;

const { colors, radii } = theme;
const BANNER_STYLE = `background:${colors.gold};color:${colors.text};border-bottom:3px solid ${colors.navy};padding:.6rem 1rem;display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between;font-family:inherit;line-height:1.4`;
const BUTTON_STYLE = `font:inherit;font-weight:700;padding:.4rem 1rem;border:2px solid ${colors.navy};border-radius:${radii.small};background:${colors.navy};color:${colors.textOnDark};cursor:pointer`;

/** 20 h 15 (Paris time) of an instant. */
const parisTime = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' })
    .format(new Date(iso))
    .replace(':', '\u00a0h\u00a0');

/** No previewed answer is kept by a cache, nor indexed. */
export function previewHeaders(reply: FastifyReply): void {
  void reply.header('Cache-Control', 'private, no-store').header('X-Robots-Tag', 'noindex');
}

/** The document with the banner first in its body and a noindex in its head. */
export function withPreviewBanner(document: string, preview: PreviewRecord, pathname: string): string {
  const banner = html`<div
    role="region"
    aria-label="${previewTexts.region}"
    data-preview="${preview.id}"
    style="${BANNER_STYLE}"
  >
    <p style="margin:0">
      <strong>${previewTexts.banner(preview.module, preview.version)}</strong>.
      ${previewTexts.onlyHere(parisTime(preview.expiresAt))}
    </p>
    <form method="post" action="${LEAVE_PREVIEW_PATH}" style="margin:0">
      <input type="hidden" name="retour" value="${pathname}" /><button type="submit" style="${BUTTON_STYLE}">
        ${previewTexts.leave}
      </button>
    </form>
  </div>`.html;
  return withBodyStart(withHeadTags(document, '<meta name="robots" content="noindex">'), banner);
}

/** The types of what a module's build holds (any other file is sent as bytes). */
const FILE_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};
export const previewFileType = (file: string) =>
  FILE_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
