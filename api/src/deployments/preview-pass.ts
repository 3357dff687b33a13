// The signed link a team receives for its preview, and the cookie that link leaves in one browser:
// both carry the preview's id and its end, signed with the server's secret, so neither can be made or
// stretched by hand. A browser without it never gets a previewed byte.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  isExpired,
  isPreviewId,
  PREVIEW_PATH,
  readPreviewRecord,
  type PreviewRecord,
} from '../releases/previews';

export const PREVIEW_COOKIE = 'mtdm_apercu';

const signatureOf = (secret: string, id: string, expires: number) =>
  createHmac('sha256', secret).update(`apercu:${id}:${expires}`).digest('hex');

const sameSignature = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/** The link that opens a preview in one browser: /apercu/<id>?fin=<ms>&signature=<hmac>. */
export function previewLink(origin: string, secret: string, record: PreviewRecord): string {
  const expires = Date.parse(record.expiresAt);
  return `${origin}${PREVIEW_PATH}/${record.id}?fin=${expires}&signature=${signatureOf(secret, record.id, expires)}`;
}

/** The cookie's value for a preview: its id, its end and their signature. */
export const passFor = (secret: string, record: PreviewRecord) => {
  const expires = Date.parse(record.expiresAt);
  return `${record.id}.${expires}.${signatureOf(secret, record.id, expires)}`;
};

/**
 * The preview a pass opens: signed by this server, for a preview still kept and not past its end (the
 * end read from the record, so a pass never outlives what the team was told).
 */
export function previewOpenedBy(
  deployDir: string,
  secret: string,
  id: string,
  expires: string,
  signature: string,
  now = Date.now(),
): PreviewRecord | undefined {
  if (!isPreviewId(id) || !/^\d{1,15}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) return undefined;
  if (!sameSignature(signature, signatureOf(secret, id, Number(expires)))) return undefined;
  const record = readPreviewRecord(deployDir, id);
  if (!record || isExpired(record, now) || Date.parse(record.expiresAt) !== Number(expires)) return undefined;
  return record;
}

/** The preview a request's cookie opens, if any. */
export function previewOfCookie(
  deployDir: string,
  secret: string,
  cookieHeader: string | undefined,
  now = Date.now(),
): PreviewRecord | undefined {
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${PREVIEW_COOKIE}=`))
    ?.slice(PREVIEW_COOKIE.length + 1);
  const [id, expires, signature, ...rest] = value?.split('.') ?? [];
  if (!id || !expires || !signature || rest.length > 0) return undefined;
  return previewOpenedBy(deployDir, secret, id, expires, signature, now);
}
