import { useCallback, useEffect, useState } from 'react';
import { browserSessionStorage, safeGet, safeRemove, safeSet } from '../../storage';

type FormValue = string | boolean;

/** Keeps only the stored entries whose key and type match the initial values (foreign data is ignored). */
function restore<T extends Record<string, FormValue>>(initial: T, text: string | null): T | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const stored = parsed as Record<string, unknown>;
  const result: Record<string, FormValue> = { ...initial };
  for (const key of Object.keys(initial)) {
    const value = stored[key];
    if (typeof value === typeof initial[key]) result[key] = value as FormValue;
  }
  return result as T;
}

/**
 * The values of a form, kept in sessionStorage under `key` until the form is sent: a reload or a
 * return from a cancelled payment gives them back. The first render uses `initial` (the page can be
 * rendered on a server); the stored values are read in an effect. Files are never kept.
 */
export function useStoredFormValues<T extends Record<string, FormValue>>(key: string, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const found = restore(initial, safeGet(browserSessionStorage(), key));
    if (found) setValues(found);
    setRestored(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once, when the page appears: callers may write `initial` inline, a new object each render
  }, [key]);

  useEffect(() => {
    if (restored) safeSet(browserSessionStorage(), key, JSON.stringify(values));
  }, [key, values, restored]);

  const setField = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  /** After a successful sending: empty form, nothing kept. */
  const clear = useCallback(() => {
    safeRemove(browserSessionStorage(), key);
    setValues(initial);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- callers may write `initial` inline; the empty form it describes never changes
  }, [key]);

  return { values, setValues, setField, clear };
}
