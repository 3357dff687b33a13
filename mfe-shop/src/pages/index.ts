import type { RemotePageModule } from '@mtdm/shared/ui';
import * as shopPage from './shop-page';
import * as paymentSuccessPage from './payment-success-page';
import * as paymentCancelPage from './payment-cancel-page';
import * as termsOfSalePage from './terms-of-sale-page';

/** Every page this module owns; each is exposed to the shell as './<PascalCaseFileName>'. */
export const ownPages: readonly RemotePageModule[] = [
  shopPage,
  paymentSuccessPage,
  paymentCancelPage,
  termsOfSalePage,
];
