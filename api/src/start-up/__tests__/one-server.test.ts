// One server for one site's data: a second server started on the same database stops at once with a
// French sentence and touches nothing, the first keeps serving; once the first is killed (kill -9),
// the system has let its lock go and a server starts there again.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { answersHealth, builtServerEnv, spawnBuiltServer } from '../../__tests__/support/built-server';
import { anotherServerMessage, holdSiteFolders, LOCK_FILE } from '../one-server';

jest.setTimeout(120_000);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-one-server-'));
const dataDir = path.join(work, 'data');
const servers: ChildProcess[] = [];

afterAll(() => {
  for (const server of servers) server.kill('SIGKILL');
  fs.rmSync(work, { recursive: true, force: true });
});

describe('the lock of a folder', () => {
  it('is given to one holder at a time, and taken again once let go', () => {
    const folder = path.join(work, 'a');
    const release = holdSiteFolders([folder], 50);
    expect(() => holdSiteFolders([folder], 50)).toThrow(anotherServerMessage(folder));
    release();
    holdSiteFolders([folder], 50)();
    // The personal data's folder stays the service user's: the lock's file too.
    expect(fs.statSync(path.join(folder, LOCK_FILE)).mode & 0o777).toBe(0o600);
  });

  it('holds none of the folders when one of them is taken', () => {
    const [free, taken] = [path.join(work, 'b'), path.join(work, 'c')];
    const other = holdSiteFolders([taken], 50);
    expect(() => holdSiteFolders([free, taken], 50)).toThrow(anotherServerMessage(taken));
    // The first folder, taken on the way, was let go.
    holdSiteFolders([free], 50)();
    other();
  });
});

/** The built server on `port`, on the test's data and deployment folders; what it says on stderr. */
function startServer(port: number) {
  const server = spawnBuiltServer(builtServerEnv(work, port), ['ignore', 'ignore', 'pipe']);
  servers.push(server);
  let said = '';
  server.stderr!.on('data', (chunk: Buffer) => (said += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  return { server, exited, said: () => said };
}

it('a second server on the same data stops with a French sentence; the first serves on; after kill -9 a server starts again', async () => {
  const port = 8900 + (process.pid % 400);
  const first = startServer(port);
  expect(await answersHealth(port, first.server)).toBe(true);

  const second = startServer(port + 1);
  // It stops (code 1); were it to serve instead, the race says so rather than waiting for ever.
  const serving = answersHealth(port + 1).then((answered) => (answered ? 'sert aussi' : 'muet'));
  expect(await Promise.race([second.exited, serving])).toBe(1);
  expect(second.said()).toContain(anotherServerMessage(dataDir));
  expect((await fetch(`http://127.0.0.1:${port}/api/health`)).ok).toBe(true);

  first.server.kill('SIGKILL');
  await first.exited;
  const third = startServer(port + 1);
  expect(await answersHealth(port + 1, third.server)).toBe(true);
  third.server.kill('SIGKILL');
  await third.exited;
});
