import { startInSteps } from '../start-in-steps';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('runs the steps in order, each after the one before has settled', async () => {
  const done: string[] = [];
  let finishFirst = () => {};
  const first = () =>
    new Promise<void>((resolve) => {
      finishFirst = () => {
        done.push('premier');
        resolve();
      };
    });
  const second = jest.fn(async () => void done.push('second'));
  const started = startInSteps([first, second]);
  await jest.advanceTimersByTimeAsync(10);
  expect(second).not.toHaveBeenCalled();
  finishFirst();
  await jest.advanceTimersByTimeAsync(10);
  await started;
  expect(done).toEqual(['premier', 'second']);
});

it('starts each later step in a task of its own, not in the same one as the step before', async () => {
  const second = jest.fn(async () => undefined);
  const started = startInSteps([async () => undefined, second]);
  // Microtasks alone (the rest of the first step's task) do not reach the second step.
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
  expect(second).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(0);
  await started;
  expect(second).toHaveBeenCalledTimes(1);
});

it('runs the first step at once, in the task that asks for it', async () => {
  const first = jest.fn(async () => undefined);
  void startInSteps([first]);
  expect(first).toHaveBeenCalledTimes(1);
});
