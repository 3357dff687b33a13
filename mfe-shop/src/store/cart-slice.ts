import type { StateCreator } from 'zustand';
import { addToLines, changeQuantity, removeFromLines } from './cart-lines';
import type { CartSlice, ShopState } from './shop-state';

export const createCartSlice: StateCreator<ShopState, [], [], CartSlice> = (set) => ({
  lines: [],
  addItem: (product, { size = null, quantity = 1 } = {}) =>
    set((state) => ({ lines: addToLines(state.lines, product, size, quantity) })),
  increment: (name, size) => set((state) => ({ lines: changeQuantity(state.lines, name, size, 1) })),
  decrement: (name, size) => set((state) => ({ lines: changeQuantity(state.lines, name, size, -1) })),
  removeLine: (name, size) => set((state) => ({ lines: removeFromLines(state.lines, name, size) })),
  clearCart: () => set({ lines: [] }),
});
