import { act, renderHook } from '@testing-library/react';
import { useStoredFormValues } from '../use-stored-form-values';

const initial = { name: '', city: '', confirmed: false };

beforeEach(() => window.sessionStorage.clear());

describe('useStoredFormValues', () => {
  it('starts from the initial values, then restores what was kept for the same form', async () => {
    window.sessionStorage.setItem(
      'form:test',
      JSON.stringify({ name: 'Marie', confirmed: true, foreign: 1 }),
    );
    const { result } = renderHook(() => useStoredFormValues('form:test', initial));
    expect(result.current.values).toEqual({ name: 'Marie', city: '', confirmed: true });
  });

  it('keeps every change in sessionStorage, and clear() forgets it', () => {
    const { result } = renderHook(() => useStoredFormValues('form:test', initial));
    act(() => result.current.setField('city', 'Fréjus'));
    expect(JSON.parse(window.sessionStorage.getItem('form:test') ?? '{}')).toEqual({
      name: '',
      city: 'Fréjus',
      confirmed: false,
    });
    act(() => result.current.clear());
    expect(result.current.values).toEqual(initial);
    expect(window.sessionStorage.getItem('form:test')).toBe(JSON.stringify(initial));
  });

  it('ignores corrupt or mistyped data', () => {
    window.sessionStorage.setItem('form:test', '{pas du json');
    const { result } = renderHook(() => useStoredFormValues('form:test', initial));
    expect(result.current.values).toEqual(initial);
    window.sessionStorage.setItem('form:other', JSON.stringify({ name: 42, confirmed: 'oui' }));
    const other = renderHook(() => useStoredFormValues('form:other', initial));
    expect(other.result.current.values).toEqual(initial);
  });
});
