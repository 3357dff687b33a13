/**
 * The eleven calls of the pages (docs/http-calls.md): method, path and fixed query, once. The frontend builds its URLs
 * with `buildCallUrl`, the api registers its routes from the same descriptors.
 */
type CallEncoding = 'json' | 'multipart' | 'form' | 'none';

export interface CallDescriptor {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** Fixed query parameters (the PHP-style `endpoint=`). */
  readonly query: Readonly<Record<string, string>>;
  /** Query parameters the caller adds (confirmations). */
  readonly queryParams: readonly string[];
  readonly encoding: CallEncoding;
  /** The original sends cookies with the payment starts. */
  readonly credentials: 'include' | 'same-origin';
}

export const call = (
  method: CallDescriptor['method'],
  path: string,
  encoding: CallEncoding,
  options: {
    endpoint?: string;
    queryParams?: readonly string[];
    credentials?: CallDescriptor['credentials'];
  } = {},
): CallDescriptor => ({
  method,
  path,
  query: options.endpoint ? { endpoint: options.endpoint } : {},
  queryParams: options.queryParams ?? [],
  encoding,
  credentials: options.credentials ?? 'same-origin',
});

const confirmationParams = ['payment_id', 'customer_id'] as const;

export const calls = {
  /** 1. Job application (multipart). */
  jobApplication: call('POST', '/api/travailleraumusee.php', 'multipart'),
  /** 2. Shop payment start. */
  createShopPayment: call('POST', '/api/index.php', 'json', {
    endpoint: 'create-payment',
    credentials: 'include',
  }),
  /** 3. Membership payment start. */
  createMembershipPayment: call('POST', '/api/deveniradherent.php', 'json', {
    endpoint: 'create-payment-adherent',
    credentials: 'include',
  }),
  /** 4. Donation payment start. */
  createDonationPayment: call('POST', '/api/faireundon.php', 'json', {
    endpoint: 'create-payment-don',
    credentials: 'include',
  }),
  /** 5. Shop payment confirmation. */
  confirmShopPayment: call('GET', '/api/index.php', 'none', {
    endpoint: 'payment-success',
    queryParams: confirmationParams,
  }),
  /** 6. Membership confirmation. */
  confirmMembership: call('GET', '/api/deveniradherent.php', 'none', {
    endpoint: 'registration-success',
    queryParams: confirmationParams,
  }),
  /** 7. Donation confirmation. */
  confirmDonation: call('GET', '/api/faireundon.php', 'none', {
    endpoint: 'donation-success',
    queryParams: confirmationParams,
  }),
  /** 8. Research-centre contact form. */
  contactChetom: call('POST', '/api/formulairechetom.php', 'json'),
  /** 9. Museum contact form. */
  contactMuseum: call('POST', '/api/formulairemusee.php', 'json'),
  /** 10. Association contact form. */
  contactAssociation: call('POST', '/api/formulaireassociation.php', 'json'),
  /** 11. Guided-tour request: a classic form post (urlencoded), no script involved. */
  guidedTour: call('POST', '/submit-guided-tour', 'form'),
} as const satisfies Record<string, CallDescriptor>;

/** Removes the trailing slash of a base URL ('' = same origin). */
function normalizeBaseUrl(baseUrl: string | undefined): string {
  return (baseUrl ?? '').replace(/\/+$/, '');
}

/**
 * URL of a call: base URL + path + fixed query + extra parameters, in that order, e.g.
 * `/api/index.php?endpoint=payment-success&payment_id=p1&customer_id=c1`.
 */
export function buildCallUrl(
  descriptor: CallDescriptor,
  params: Readonly<Record<string, string>> = {},
  baseUrl = '',
): string {
  const search = new URLSearchParams({ ...descriptor.query, ...params }).toString();
  return `${normalizeBaseUrl(baseUrl)}${descriptor.path}${search ? `?${search}` : ''}`;
}

/** Calls the site adds beyond the eleven the pages make. */
export const extraCalls = {
  /** The shop's online withdrawal function (terms of sale, French law since 19 June 2026). */
  withdrawal: call('POST', '/api/retractation', 'json'),
} as const satisfies Record<string, CallDescriptor>;
