// After a switch, the server asks itself for each changed page and for every file the release's
// build names (its entry, every chunk its runtime may ask for, every asset of its manifest) and every
// script the pages name: each must answer, and each script must be valid JavaScript. It reads like a
// browser asks, without running anything: a page's own behaviour is the end-to-end tests' work.
import vm from 'node:vm';

/** A request to this very server (Fastify's inject in production). */
export type LocalFetch = (url: string, accept: string) => Promise<{ status: number; body: string }>;

const SCRIPT_URL = /<link rel="preload" href="([^"]+)" as="script">|<script[^>]* src="([^"]+)"/g;

export async function smokeCheck(
  fetchLocal: LocalFetch,
  pages: readonly string[],
  files: readonly string[] = [],
): Promise<string[]> {
  const problems: string[] = [];
  const scripts = new Set<string>(files.filter((file) => file.endsWith('.js')));
  for (const page of pages) {
    const { status, body } = await fetchLocal(page, 'text/html');
    if (status !== 200 || !body.includes('<div id="root"')) {
      problems.push(`La page ${page} ne s’affiche pas (statut ${status}).`);
      continue;
    }
    for (const match of body.matchAll(SCRIPT_URL)) scripts.add((match[1] ?? match[2])!);
  }
  for (const url of files.filter((file) => !file.endsWith('.js'))) {
    const { status } = await fetchLocal(url, '*/*');
    if (status !== 200) problems.push(`Le fichier ${url} n’est pas servi (statut ${status}).`);
  }
  for (const url of scripts) {
    const { status, body } = await fetchLocal(url, '*/*');
    if (status !== 200) {
      problems.push(`Le script ${url} ne se charge pas (statut ${status}).`);
      continue;
    }
    try {
      new vm.Script(body, { filename: url });
    } catch (error) {
      problems.push(`Le script ${url} n’est pas du JavaScript valide : ${(error as Error).message}.`);
    }
  }
  return problems;
}
