import type { StateCreator } from 'zustand';
import type { Product } from '@mtdm/shared/content';
import type { CartLine } from '@mtdm/shared/catalogue';
import { addToLines, changeQuantity, removeFromLines } from './cart-lines';
import type { ShopState } from './shop-state';

export interface CartSlice {
  readonly lines: readonly CartLine[];
  addItem: (product: Product, options?: { size?: string | null; quantity?: number }) => void;
  increment: (name: string, size: string | null) => void;
  /** Floor of 1: use removeLine to take a line out. */
  decrement: (name: string, size: string | null) => void;
  removeLine: (name: string, size: string | null) => void;
  clearCart: () => void;
}

export const createCartSlice: StateCreator<ShopState, [], [], CartSlice> = (set) => ({
  lines: [],
  addItem: (product, { size = null, quantity = 1 } = {}) =>
    set((state) => ({ lines: addToLines(state.lines, product, size, quantity) })),
  increment: (name, size) => set((state) => ({ lines: changeQuantity(state.lines, name, size, 1) })),
  decrement: (name, size) => set((state) => ({ lines: changeQuantity(state.lines, name, size, -1) })),
  removeLine: (name, size) => set((state) => ({ lines: removeFromLines(state.lines, name, size) })),
  clearCart: () => set({ lines: [] }),
});
