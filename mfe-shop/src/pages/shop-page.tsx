import type { PageKey } from '@mtdm/shared/routing';
import { ShopView } from '../features/catalogue/shop-view';

export const page: PageKey = 'shop';

export default ShopView;
