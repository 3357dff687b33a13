import { renderHook, waitFor } from '@testing-library/react';
import { renderDay, setRenderedOn } from '../rendered-on';
import { useToday } from '../use-today';

afterEach(() => {
  setRenderedOn(undefined);
  jest.useRealTimers();
});

describe('the day of a render', () => {
  it('is the pre-rendered page’s day when one is set, else the clock’s', () => {
    jest.useFakeTimers({ now: new Date(2027, 0, 5, 10) });
    expect(renderDay()).toEqual({ year: 2027, month: 1, day: 5 });
    setRenderedOn('2026-11-23');
    expect(renderDay()).toEqual({ year: 2026, month: 11, day: 23 });
    setRenderedOn('23/11/2026');
    expect(renderDay()).toEqual({ year: 2027, month: 1, day: 5 });
  });

  it('useToday first renders the HTML’s day (hydration matches), then the visitor’s', async () => {
    jest.useFakeTimers({ now: new Date(2027, 0, 5, 10), doNotFake: ['setTimeout', 'queueMicrotask'] });
    setRenderedOn('2026-11-23');
    const days: unknown[] = [];
    const { result } = renderHook(() => {
      const today = useToday();
      days.push(today);
      return today;
    });
    expect(days[0]).toEqual({ year: 2026, month: 11, day: 23 });
    await waitFor(() => expect(result.current).toEqual({ year: 2027, month: 1, day: 5 }));
  });
});
