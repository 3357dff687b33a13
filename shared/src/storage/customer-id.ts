export interface CustomerIdOptions {
  /** 'customer_' in the shop (default); the membership and donation pages may use their own. */
  readonly prefix?: string;
  /** Clock, for tests. */
  readonly now?: () => number;
  /** Random source in [0, 1), for tests. */
  readonly random?: () => number;
}

/** customer_id generated in the browser: prefix + timestamp + '_' + a random number 0 to 999. */
export function generateCustomerId(options: CustomerIdOptions = {}): string {
  const { prefix = 'customer_', now = Date.now, random = Math.random } = options;
  const suffix = Math.min(999, Math.floor(random() * 1000));
  return `${prefix}${now()}_${suffix}`;
}
