import { isPaymentDocumentKind, PAYMENT_DOCUMENT_KINDS } from '../payment-documents';

describe('isPaymentDocumentKind', () => {
  it('accepts the two documents and nothing else', () => {
    expect(PAYMENT_DOCUMENT_KINDS.every(isPaymentDocumentKind)).toBe(true);
    for (const other of ['invoice', 'Tax-receipt', '', undefined, null, 1, {}]) {
      expect(isPaymentDocumentKind(other)).toBe(false);
    }
  });
});
