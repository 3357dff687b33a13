/** One attachment of a received mail, decoded. */
export interface MailPart {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Buffer;
}

const unfold = (headers: string) => headers.replace(/\r?\n[ \t]+/g, ' ');

/**
 * The attachments of a raw MIME mail (as an SMTP server receives it or the outbox writes it): the
 * parts of its multipart body that name a file, base64 decoded.
 */
export function mailAttachments(raw: string): MailPart[] {
  const [head = ''] = raw.split(/\r?\n\r?\n/);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(unfold(head))?.[1];
  if (!boundary) return [];
  return raw
    .split(`--${boundary}`)
    .slice(1)
    .flatMap((part) => {
      const split = /\r?\n\r?\n/.exec(part);
      if (!split) return [];
      const headers = unfold(part.slice(0, split.index));
      const filename = /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1];
      if (!filename) return [];
      const body = part.slice(split.index + split[0].length);
      const base64 = /Content-Transfer-Encoding:\s*base64/i.test(headers);
      return [
        {
          filename,
          contentType: /Content-Type:\s*([^;\r\n]+)/i.exec(headers)?.[1]?.trim() ?? '',
          content: base64 ? Buffer.from(body.replace(/\s/g, ''), 'base64') : Buffer.from(body),
        },
      ];
    });
}
