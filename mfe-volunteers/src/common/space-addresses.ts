/** Addresses of the space's screens that other screens link to (a receipt to its membership). */
export const MEMBERSHIPS_PATH = '/benevoles/adhesions';
export const ORDERS_PATH = '/benevoles/commandes';
export const TOURS_PATH = '/benevoles/visites';
