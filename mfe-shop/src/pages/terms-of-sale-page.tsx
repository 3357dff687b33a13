import type { PageKey } from '@mtdm/shared/routing';
import { TermsOfSaleView } from '../features/terms-of-sale/terms-of-sale-view';

export const page: PageKey = 'termsOfSale';

export default TermsOfSaleView;
