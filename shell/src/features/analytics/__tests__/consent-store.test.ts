import { CONSENT_STORAGE_KEY, createConsentStore } from '../consent-store';

const DAY = 24 * 60 * 60 * 1000;
const start = Date.parse('2026-01-15T10:00:00.000Z');

beforeEach(() => localStorage.clear());

describe('consent store', () => {
  it('starts undecided and persists an acceptance as JSON { choice, decidedAt }', () => {
    const store = createConsentStore({ storage: localStorage, now: () => start });
    expect(store.getState().choice).toBeUndefined();
    store.getState().accept();
    expect(store.getState().choice).toBe('accepted');
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null')).toEqual({
      choice: 'accepted',
      decidedAt: '2026-01-15T10:00:00.000Z',
    });
  });

  it('restores a refusal made earlier in another visit', () => {
    createConsentStore({ storage: localStorage, now: () => start })
      .getState()
      .refuse();
    const nextVisit = createConsentStore({ storage: localStorage, now: () => start + 30 * DAY });
    expect(nextVisit.getState().choice).toBe('refused');
  });

  it('keeps a choice for six months (183 days) and asks again afterwards', () => {
    createConsentStore({ storage: localStorage, now: () => start })
      .getState()
      .accept();
    expect(
      createConsentStore({ storage: localStorage, now: () => start + 182 * DAY }).getState().choice,
    ).toBe('accepted');
    const later = createConsentStore({ storage: localStorage, now: () => start + 183 * DAY });
    expect(later.getState().choice).toBeUndefined();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['malformed JSON', '{not json'],
    ['an unknown choice', JSON.stringify({ choice: 'maybe', decidedAt: '2026-01-01T00:00:00.000Z' })],
    ['a missing date', JSON.stringify({ choice: 'accepted' })],
    ['an invalid date', JSON.stringify({ choice: 'accepted', decidedAt: 'hier' })],
    ['a date in the future', JSON.stringify({ choice: 'accepted', decidedAt: '2027-01-01T00:00:00.000Z' })],
    ['a bare value', '"accepted"'],
    ['null', 'null'],
  ])('discards %s without crashing', (_case, raw) => {
    localStorage.setItem(CONSENT_STORAGE_KEY, raw);
    const store = createConsentStore({ storage: localStorage, now: () => start });
    expect(store.getState().choice).toBeUndefined();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('reopens the banner while keeping the current choice until a new one is made', () => {
    const store = createConsentStore({ storage: localStorage, now: () => start });
    store.getState().accept();
    store.getState().reopen();
    expect(store.getState()).toMatchObject({ choice: 'accepted', reopened: true });
    store.getState().refuse();
    expect(store.getState()).toMatchObject({ choice: 'refused', reopened: false });
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null')).toMatchObject({
      choice: 'refused',
    });
  });

  it('still works for the visit when storage refuses to be used', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const store = createConsentStore({ storage: broken, now: () => start });
    expect(store.getState().choice).toBeUndefined();
    store.getState().accept();
    expect(store.getState().choice).toBe('accepted');
  });

  it('reads the stored choice again on hydrate (another tab decided)', () => {
    const store = createConsentStore({ storage: localStorage, now: () => start });
    createConsentStore({ storage: localStorage, now: () => start })
      .getState()
      .accept();
    expect(store.getState().choice).toBeUndefined();
    store.getState().hydrate();
    expect(store.getState().choice).toBe('accepted');
  });
});
