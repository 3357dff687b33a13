import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where the online withdrawal function goes in article 6. The terms do not import the withdrawal
 * feature: the page composes them and puts the function here.
 */
export const WithdrawalSlotContext = createContext<ReactNode>(null);

export function WithdrawalSlot() {
  return <>{useContext(WithdrawalSlotContext)}</>;
}
