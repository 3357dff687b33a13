/** Settles in a later task: the browser may paint and handle input before what follows runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs each step once the one before has settled, each in a task of its own. The site's start-up
 * is split this way (index.ts), so that no task holds the main thread for long on a slow phone
 * (measured in docs/performance.md).
 */
export async function startInSteps(steps: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await nextTask();
    await step();
  }
}
