// Hostile archives cost the server nothing it needs: while 200,000 empty folders or a gzip bomb that
// unpacks to 15 GB are sent to the deployment endpoint (by curl, another process), /api/health keeps
// answering throughout, and each archive is refused with its reason. "Throughout" is judged against
// the archive's own time, not a fixed number of milliseconds (the machine's load changes those): at
// least ten answers while it is handled, none waiting half of that time (a quarter failed once on a
// loaded two-core CI, 787 ms of 3,013, the server answering 87 times). A server that unpacked in one
// go, its event loop blocked, would answer once, late. The figures are printed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createTestContext, type TestContext } from '../../__tests__/support/harness';
import { archiveMessages } from '../../infrastructure/deploy-archive';

jest.setTimeout(180_000);
const shop = 's'.repeat(40);
let ctx: TestContext;
let origin: string;
let work: string;

beforeAll(async () => {
  ctx = await createTestContext({ DEPLOY_TOKEN_MFE_SHOP: shop });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address() as { port: number };
  origin = `http://127.0.0.1:${address.port}`;
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-hostile-'));
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** A tar header (ustar) of a file of `size` bytes, or of a folder. */
function tarHeader(name: string, size: number, type: 'file' | 'folder' = 'file'): Buffer {
  const header = Buffer.alloc(512);
  const field = (offset: number, length: number, text: string) => header.write(text, offset, length, 'ascii');
  field(0, 100, name);
  field(100, 8, '0000644\0');
  field(108, 8, '0000000\0');
  field(116, 8, '0000000\0');
  field(124, 12, `${size.toString(8).padStart(11, '0')}\0`);
  field(136, 12, '00000000000\0');
  field(156, 1, type === 'file' ? '0' : '5');
  field(257, 8, 'ustar\u000000');
  field(148, 8, '        ');
  const sum = header.reduce((total, byte) => total + byte, 0);
  field(148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return header;
}

/**
 * A .tar.gz that unpacks to `gigabytes` GB: files of 100 MB each (each under the size a header may
 * claim), made of gzip members of a megabyte of zeros, one written once.
 */
function gzipBomb(file: string, gigabytes: number): void {
  const zeros = gzipSync(Buffer.alloc(1024 * 1024), { level: 9 });
  const out = fs.openSync(file, 'w');
  for (let megabyte = 0; megabyte < gigabytes * 1024; megabyte += 1) {
    if (megabyte % 100 === 0)
      fs.writeSync(out, gzipSync(tarHeader(`dist/bombe-${megabyte}.bin`, 100 * 1024 * 1024)));
    fs.writeSync(out, zeros);
  }
  fs.closeSync(out);
}

function manyFolders(file: string, count: number): void {
  const headers = Array.from({ length: count }, (_, index) =>
    tarHeader(`dist/d${String(index).padStart(6, '0')}/`, 0, 'folder'),
  );
  fs.writeFileSync(file, gzipSync(Buffer.concat([...headers, Buffer.alloc(1024)])));
}

/**
 * Sends `file` with curl, asking /api/health meanwhile: how many health answers came while the
 * archive was being sent and refused, the slowest of them, the whole time, and curl's answer.
 */
async function sendWhileWatchingHealth(file: string): Promise<{
  answers: number;
  slowest: number;
  elapsed: number;
  status: number;
  body: { message: string };
}> {
  const output = path.join(work, `answer-${path.basename(file)}.json`);
  const curl = spawn('curl', [
    '-s',
    '-o',
    output,
    '-w',
    '%{http_code}',
    '-H',
    `authorization: Bearer ${shop}`,
    '-H',
    'content-type: application/gzip',
    '--data-binary',
    `@${file}`,
    `${origin}/api/deployments/mfe-shop`,
  ]);
  let status = '';
  curl.stdout.on('data', (chunk: Buffer) => (status += chunk.toString()));
  const finished = new Promise((resolve) => curl.on('close', resolve));
  let done = false;
  void finished.then(() => (done = true));
  let slowest = 0;
  let answers = 0;
  const begun = performance.now();
  while (!done) {
    const started = performance.now();
    const health = await fetch(`${origin}/api/health`);
    await health.arrayBuffer();
    slowest = Math.max(slowest, performance.now() - started);
    if (health.ok) answers += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const elapsed = performance.now() - begun;
  return {
    answers,
    slowest,
    elapsed,
    status: Number(status),
    body: JSON.parse(fs.readFileSync(output, 'utf8')),
  };
}

it('200,000 empty folders: refused at the entry limit, health answered throughout', async () => {
  const file = path.join(work, 'folders.tar.gz');
  manyFolders(file, 200_000);
  const { answers, slowest, elapsed, status, body } = await sendWhileWatchingHealth(file);
  console.info(
    `200 000 dossiers : ${answers} réponses de santé en ${Math.round(elapsed)} ms, la plus lente en ${Math.round(slowest)} ms`,
  );
  expect(status).toBe(422);
  expect(body.message).toContain(archiveMessages.tooManyEntries(3000));
  expect(answers).toBeGreaterThanOrEqual(10);
  expect(slowest).toBeLessThan(elapsed / 2);
});

it('a gzip bomb of 15 GB: refused at the unpacked limit, health answered throughout', async () => {
  const file = path.join(work, 'bomb.tar.gz');
  gzipBomb(file, 15);
  expect(fs.statSync(file).size).toBeLessThan(50 * 1024 * 1024);
  const { answers, slowest, elapsed, status, body } = await sendWhileWatchingHealth(file);
  console.info(
    `bombe de 15 Go : ${answers} réponses de santé en ${Math.round(elapsed)} ms, la plus lente en ${Math.round(slowest)} ms`,
  );
  expect(status).toBe(422);
  expect(body.message).toContain(archiveMessages.tooLarge(200 * 1024 * 1024));
  expect(answers).toBeGreaterThanOrEqual(10);
  expect(slowest).toBeLessThan(elapsed / 2);
  const staging = path.join(ctx.config.deployDir, 'staging');
  expect(fs.existsSync(staging) ? fs.readdirSync(staging) : []).toEqual([]);
});
