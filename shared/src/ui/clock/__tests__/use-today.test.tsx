import { renderHook, waitFor } from '@testing-library/react';
import { renderDay, setRenderedOn, todayIso } from '../rendered-on';
import { useToday } from '../use-today';

afterEach(() => {
  setRenderedOn(undefined);
  jest.useRealTimers();
});

describe('the day of a render', () => {
  it('is the pre-rendered page’s day when one is set, else the museum’s', () => {
    jest.useFakeTimers({ now: new Date('2027-01-05T10:00:00+01:00') });
    expect(renderDay()).toEqual({ year: 2027, month: 1, day: 5 });
    setRenderedOn('2026-11-23');
    expect(renderDay()).toEqual({ year: 2026, month: 11, day: 23 });
    setRenderedOn('23/11/2026');
    expect(renderDay()).toEqual({ year: 2027, month: 1, day: 5 });
  });

  it('useToday first renders the HTML’s day (hydration matches), then the museum’s', async () => {
    jest.useFakeTimers({
      now: new Date('2027-01-05T10:00:00+01:00'),
      doNotFake: ['setTimeout', 'queueMicrotask'],
    });
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

describe('the museum’s day, wherever the clock that reads it is', () => {
  it('turns at midnight in Fréjus, not at the machine’s midnight', async () => {
    // 23:30 in London, 19:30 in Fort-de-France: already the 11th in Fréjus.
    jest.useFakeTimers({
      now: new Date('2026-12-10T23:30:00Z'),
      doNotFake: ['setTimeout', 'queueMicrotask'],
    });
    expect(renderDay()).toEqual({ year: 2026, month: 12, day: 11 });
    expect(todayIso()).toBe('2026-12-11');
    const { result } = renderHook(() => useToday());
    await waitFor(() => expect(result.current).toEqual({ year: 2026, month: 12, day: 11 }));
  });

  it('is still the 10th at 23:30 in Fréjus, in summer time too', () => {
    jest.useFakeTimers({ now: new Date('2026-12-10T22:30:00Z') });
    expect(todayIso()).toBe('2026-12-10');
    jest.setSystemTime(new Date('2026-07-10T21:30:00Z'));
    expect(todayIso()).toBe('2026-07-10');
    jest.setSystemTime(new Date('2026-07-10T22:30:00Z'));
    expect(todayIso()).toBe('2026-07-11');
  });
});
