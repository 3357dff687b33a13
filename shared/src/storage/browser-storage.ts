/**
 * Lazy access to the browser storages: nothing is read at import time, so the module loads in Node
 * (api, tests). Returns undefined when there is no window or when the browser refuses access
 * (privacy modes throw a SecurityError on the property itself).
 */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function pick(name: 'sessionStorage' | 'localStorage'): StorageLike | undefined {
  try {
    if (typeof window === 'undefined') return undefined;
    return window[name] ?? undefined;
  } catch {
    return undefined;
  }
}

export const browserSessionStorage = (): StorageLike | undefined => pick('sessionStorage');
export const browserLocalStorage = (): StorageLike | undefined => pick('localStorage');

export function safeGet(storage: StorageLike | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a value; a full or refused storage is ignored (the site keeps working without it). */
export function safeSet(storage: StorageLike | undefined, key: string, value: string): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function safeRemove(storage: StorageLike | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    /* nothing to do */
  }
}
