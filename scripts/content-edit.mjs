// npm run content:edit: the browser editor's local backend (decap-server), for editing content/ on
// this computer. decap-server would read and write the whole repository and listen on every
// interface; here it listens on 127.0.0.1 on a port of its own, and this filter, on 127.0.0.1:8081
// (CONTENT_EDIT_PORT), passes it only the requests that touch files under content/.
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { outsideContent, refusal } from './lib/content-editor-paths.mjs';
import { log, repoRoot } from './lib/workspace.mjs';

const HOST = '127.0.0.1';
const PORT = Number(process.env.CONTENT_EDIT_PORT ?? 8081);
/** The checkout whose content/ is edited: this one, or CONTENT_EDIT_ROOT (an editor's working copy). */
const root = path.resolve(process.env.CONTENT_EDIT_ROOT ?? repoRoot);
const MAX_BODY_BYTES = 50 * 1024 * 1024;

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const backendPort = await freePort();
const backend = spawn(
  process.execPath,
  [path.join(repoRoot, 'node_modules', 'decap-server', 'dist', 'index.js')],
  {
    cwd: root,
    env: {
      ...process.env,
      BIND_HOST: HOST,
      PORT: String(backendPort),
      MODE: 'fs',
      GIT_REPO_DIRECTORY: root,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    backend.kill();
    process.exit(0);
  });
backend.on('exit', (code) => {
  log(`decap-server s’est arrêté (code ${code}).`);
  process.exit(1);
});

const answer = (response, status, error) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ error }));
};

/** Forwards a request to decap-server as it came (headers, body), and its answer back. */
function forward(request, response, body) {
  const upstream = http.request(
    { host: HOST, port: backendPort, method: request.method, path: request.url, headers: request.headers },
    (reply) => {
      response.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(response);
    },
  );
  upstream.on('error', () =>
    answer(response, 502, 'L’éditeur local ne répond pas\u00a0: relancez npm run content:edit.'),
  );
  upstream.end(body);
}

const server = http.createServer((request, response) => {
  if (request.method === 'OPTIONS') return forward(request, response);
  if (request.method !== 'POST' || request.url !== '/api/v1')
    return answer(response, 404, 'Adresse inconnue de l’éditeur local.');
  const chunks = [];
  let size = 0;
  request.on('data', (chunk) => {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) request.destroy();
    else chunks.push(chunk);
  });
  request.on('end', () => {
    const body = Buffer.concat(chunks);
    let parsed;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      return answer(response, 400, 'Requête illisible.');
    }
    const outside = outsideContent(parsed);
    if (outside !== undefined) return answer(response, 403, refusal(outside));
    return forward(request, response, body);
  });
});

/** Until decap-server answers on its port (it takes a moment to start). */
async function backendReady() {
  for (let tries = 0; tries < 200; tries += 1) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(backendPort, HOST, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('decap-server ne démarre pas');
}

await backendReady();
server.listen(PORT, HOST, () => {
  log(
    `éditeur local du contenu sur http://${HOST}:${server.address().port}/api/v1 (dossier content/ seulement)`,
  );
});
