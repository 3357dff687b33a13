// The renderer's confinement, tried by a renderer that is itself hostile: started exactly as the
// server starts a release's renderer (same wrapper, same permission flags), it signals its parent and
// pid 1, listens on a port, connects to a server of this machine and to the inspector's port, and
// reports what it got. Every attempt fails, and nothing reaches the servers the test holds open.
import fs from 'node:fs';
import inspector from 'node:inspector';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { confinementOf } from '../renderer-confinement';
import { runSandboxed } from '../sandbox';

jest.setTimeout(30_000);

const renderUser = { uid: 65534, gid: 65534 };
const INSPECTOR_PORT = 9229;

/** What a hostile renderer script does, then answers as a renderer would, its loot in the answer. */
const hostileRenderer = (ports: { server: number; free: number }) => `
const net = require('node:net');
// In a process namespace of its own, the renderer sees no parent (0) and is pid 1 itself: nothing
// outside can even be named.
const hidden = process.ppid === 0;
const signal = (pid, name) => {
  if (hidden) return 'hidden';
  try { process.kill(pid, name); return 'sent'; } catch (error) { return error.code; }
};
const settle = (start) => new Promise((resolve) => {
  const done = (value) => { process.removeAllListeners('uncaughtException'); resolve(value); };
  process.on('uncaughtException', (error) => done(error.code || error.message));
  try { start(done); } catch (error) { done(error.code || error.message); }
  setTimeout(() => done('timeout'), 3000);
});
const connect = (port) => settle((done) => {
  const socket = net.connect(port, '127.0.0.1', () => { socket.destroy(); done('connected'); });
  socket.on('error', (error) => done(error.code));
});
process.once('message', async () => {
  const loot = {
    uid: process.getuid(),
    parentUsr1: signal(process.ppid, 'SIGUSR1'),
    parentProbe: signal(process.ppid, 0),
    parentKill: signal(process.ppid, 'SIGTERM'),
    initUsr1: signal(1, 'SIGUSR1'),
    initProbe: signal(1, 0),
    listen: await settle((done) => {
      const server = net.createServer();
      server.on('error', (error) => done(error.code));
      server.listen(${ports.free}, '127.0.0.1', () => { server.close(); done('listening'); });
    }),
    server: await connect(${ports.server}),
    inspector: await connect(${INSPECTOR_PORT}),
    fetch: await settle((done) => fetch('http://127.0.0.1:${ports.server}/').then(() => done('answered'), (error) => done(error.cause?.code || error.message))),
  };
  process.send({ ok: true, answer: { written: [], failures: [], loot } }, () => process.exit(0));
});
`;

/** A listening server that counts who reaches it; `port` 0: any free one. */
async function countingServer(port = 0) {
  let reached = 0;
  const server = net.createServer((socket) => {
    reached += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    reached: () => reached,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const freePort = async () => {
  const probe = await countingServer();
  await probe.close();
  return probe.port;
};

it('runs the renderer under a user of its own when the server is root, in namespaces otherwise', () => {
  const { kind } = confinementOf(renderUser);
  expect(kind).toBe(process.getuid?.() === 0 ? 'own-user' : 'namespaces');
});

it('a renderer cannot signal its parent or pid 1, listen, or connect to the server or the inspector', async () => {
  const site = await countingServer();
  // The inspector's port, held open by the test when nothing else has it: reaching it would count.
  const inspectorPort = await countingServer(INSPECTOR_PORT).catch(() => undefined);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-confinement-'));
  const script = path.join(folder, 'hostile-renderer.js');
  fs.writeFileSync(script, hostileRenderer({ server: site.port, free: await freePort() }));
  const pagesDir = fs.mkdtempSync(path.join(folder, 'pages-'));
  const outDir = fs.mkdtempSync(path.join(folder, 'out-'));
  try {
    const outcome = await runSandboxed(
      { kind: 'index', pagesDir, contentDir: pagesDir, outDir },
      { rendererScript: script, timeoutMs: 20_000, memoryMb: 256, renderUser },
    );
    expect(outcome).toEqual(expect.objectContaining({ ok: true }));
    const loot = (outcome as unknown as { answer: { loot: Record<string, unknown> } }).answer.loot;
    // As root, the renderer's own user may signal nobody; otherwise its process namespace shows it
    // no process of the server's (its parent is 0 there, pid 1 itself).
    const signals = ['parentUsr1', 'parentProbe', 'parentKill', 'initUsr1', 'initProbe'];
    const asRoot = process.getuid?.() === 0;
    expect(loot).toEqual({
      uid: asRoot ? renderUser.uid : expect.any(Number),
      ...Object.fromEntries(signals.map((name) => [name, asRoot ? 'EPERM' : 'hidden'])),
      listen: 'ERR_ACCESS_DENIED',
      server: 'ERR_ACCESS_DENIED',
      inspector: 'ERR_ACCESS_DENIED',
      fetch: expect.not.stringMatching(/^answered$/),
    });
    // Nothing came through, and this process opened no inspector on the renderer's signal.
    expect(site.reached()).toBe(0);
    expect(inspectorPort?.reached() ?? 0).toBe(0);
    expect(inspector.url()).toBeUndefined();
    // What it wrote is the server's again.
    expect(fs.statSync(outDir).uid).toBe(process.getuid?.());
  } finally {
    await site.close();
    await inspectorPort?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
