// The reason a volunteer gives for a refund or a correction: required, on one line, 200 characters at
// most, without control characters (it is written into mails and kept with the record).

/** The body's `reason`, trimmed, when it is one; undefined otherwise. */
export function oneLineReason(body: unknown): string | undefined {
  const given = (body as { reason?: unknown } | undefined)?.reason;
  const reason = typeof given === 'string' ? given.trim() : '';
  // eslint-disable-next-line no-control-regex -- the control characters are what this refuses
  return reason && reason.length <= 200 && !/[\u0000-\u001f\u007f]/.test(reason) ? reason : undefined;
}
