// What the host of a virtual machine takes from it: the "steal" time of Linux's /proc/stat, the time
// the machine's processors were ready to run and the host ran something else. A Lighthouse run taken
// while the host takes a share of the processor measures the neighbour as much as the page: its tasks
// last longer than they compute, and the simulation counts them four times (docs/performance.md).
import fs from 'node:fs';

/**
 * The machine's processor time so far, all processors together, and the part of it the host took
 * (in the kernel's clock ticks). Null where there is no /proc/stat to read (not Linux).
 */
export function readProcessorTimes(read = () => fs.readFileSync('/proc/stat', 'utf8')) {
  let text;
  try {
    text = read();
  } catch {
    return null;
  }
  return parseProcessorTimes(text);
}

/**
 * The first line of /proc/stat: `cpu user nice system idle iowait irq softirq steal guest guest_nice`.
 * Guest time is already counted in user time, so the total stops at steal.
 */
export function parseProcessorTimes(text) {
  const line = text.split('\n').find((row) => /^cpu\s/.test(row));
  if (!line) return null;
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (ticks.length < 8 || ticks.some((value) => !Number.isFinite(value))) return null;
  return { total: ticks.reduce((sum, value) => sum + value, 0), steal: ticks[7] };
}

/** The share (0 to 1) of the processor time between two readings that the host took; null if unknown. */
export function stolenShare(before, after) {
  if (!before || !after) return null;
  const elapsed = after.total - before.total;
  return elapsed > 0 ? (after.steal - before.steal) / elapsed : null;
}
