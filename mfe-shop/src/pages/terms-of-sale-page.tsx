import type { PageKey } from '@mtdm/shared/routing';
import { TermsOfSaleView } from '../features/terms-of-sale/terms-of-sale-view';
import { WithdrawalEntry } from '../features/withdrawal/withdrawal-entry';

export const page: PageKey = 'termsOfSale';

/** /pages/CGV: the terms of sale, with the online withdrawal function in article 6. */
export default function TermsOfSalePage() {
  return <TermsOfSaleView withdrawalFunction={<WithdrawalEntry />} />;
}
