import { create } from 'zustand';

export type ConsentChoice = 'accepted' | 'refused';

/** localStorage key of the visitor's choice, stored as JSON `{ choice, decidedAt }`. */
export const CONSENT_STORAGE_KEY = 'mtdm-consent';
/** The CNIL recommends asking again after six months. */
const CONSENT_MAX_AGE_DAYS = 183;
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_AGE_MS = CONSENT_MAX_AGE_DAYS * DAY_MS;

interface StoredConsent {
  readonly choice: ConsentChoice;
  /** ISO 8601 date of the choice. */
  readonly decidedAt: string;
}

export interface ConsentState {
  /** The visitor's valid choice, or undefined when not decided (or older than six months). */
  readonly choice: ConsentChoice | undefined;
  /** Whether the visitor asked to see the banner again ("Gérer les cookies"). */
  readonly reopened: boolean;
  accept(): void;
  refuse(): void;
  /** Shows the banner again; the current choice holds until a new one is made. */
  reopen(): void;
  /** Reads the stored choice again (e.g. after another tab changed it). */
  hydrate(): void;
}

interface ConsentStoreOptions {
  /** Where the choice is kept; undefined when storage is unavailable (the choice then lasts the visit). */
  readonly storage?: Storage;
  readonly now?: () => number;
}

function isStoredConsent(value: unknown): value is StoredConsent {
  if (typeof value !== 'object' || value === null) return false;
  const { choice, decidedAt } = value as Record<string, unknown>;
  return (choice === 'accepted' || choice === 'refused') && typeof decidedAt === 'string';
}

/** The stored choice if it is well-formed and under six months old; anything else is removed. */
function readStoredChoice(storage: Storage | undefined, now: number): ConsentChoice | undefined {
  try {
    const raw = storage?.getItem(CONSENT_STORAGE_KEY);
    if (raw == null) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (isStoredConsent(parsed)) {
      const decidedAt = Date.parse(parsed.decidedAt);
      const age = now - decidedAt;
      // A date in the future (beyond a day of clock drift) is as suspect as a malformed one.
      if (Number.isFinite(decidedAt) && age < MAX_AGE_MS && age > -DAY_MS) return parsed.choice;
    }
  } catch {
    // Malformed JSON or inaccessible storage: treated as undecided.
  }
  try {
    storage?.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing to clean.
  }
  return undefined;
}

function writeStoredChoice(storage: Storage | undefined, choice: ConsentChoice, now: number) {
  const stored: StoredConsent = { choice, decidedAt: new Date(now).toISOString() };
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Quota or privacy mode: the choice still holds for this visit.
  }
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** A consent store over the given storage; the site uses the single `useConsent` store below. */
export function createConsentStore({ storage = browserStorage(), now = Date.now }: ConsentStoreOptions = {}) {
  return create<ConsentState>()((set) => {
    const decide = (choice: ConsentChoice) => {
      writeStoredChoice(storage, choice, now());
      set({ choice, reopened: false });
    };
    return {
      choice: readStoredChoice(storage, now()),
      reopened: false,
      accept: () => decide('accepted'),
      refuse: () => decide('refused'),
      reopen: () => set({ reopened: true }),
      hydrate: () => set({ choice: readStoredChoice(storage, now()) }),
    };
  });
}

/** The visitor's analytics consent: `useConsent((s) => s.choice)`, `useConsent.getState().reopen()`. */
export const useConsent = createConsentStore();
