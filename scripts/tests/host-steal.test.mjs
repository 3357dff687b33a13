// The share of the processor the host of the virtual machine took between two readings of /proc/stat
// (scripts/lib/host-steal.mjs), which the bench reads to take a run again on a busy host.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseProcessorTimes, readProcessorTimes, stolenShare } from '../lib/host-steal.mjs';

const stat = (user, idle, steal) =>
  `cpu  ${user} 0 100 ${idle} 10 0 5 ${steal} 40 0\ncpu0 1 0 0 1 0 0 0 0 0 0\nintr 12\n`;

test('reads the whole machine’s ticks and its stolen ticks from the first line of /proc/stat', () => {
  assert.deepEqual(parseProcessorTimes(stat(1000, 8000, 85)), { total: 9200, steal: 85 });
});

test('the share stolen between two readings counts only the ticks in between', () => {
  const before = parseProcessorTimes(stat(1000, 8000, 85));
  const after = parseProcessorTimes(stat(1400, 9400, 285));
  // 2,000 ticks elapsed (400 + 1,400 + 200 stolen), of which 200 went to the host.
  assert.equal(stolenShare(before, after), 0.1);
  assert.equal(stolenShare(before, before), null);
});

test('a machine without /proc/stat, or an unreadable line, gives no reading and no share', () => {
  const missing = readProcessorTimes(() => {
    throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
  });
  assert.equal(missing, null);
  assert.equal(parseProcessorTimes('intr 12\n'), null);
  assert.equal(parseProcessorTimes('cpu 1 2 x 4 5 6 7 8\n'), null);
  assert.equal(stolenShare(null, parseProcessorTimes(stat(1, 1, 0))), null);
});

test('this machine’s own reading, where Linux gives one, is whole and consistent', () => {
  const reading = readProcessorTimes();
  if (process.platform !== 'linux') return assert.equal(reading, null);
  assert.ok(reading.total > 0 && reading.steal >= 0 && reading.steal <= reading.total);
});
