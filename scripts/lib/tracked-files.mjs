// Checks on the files git tracks, run by npm test (scripts/tests/tracked-files.test.mjs).
import fs from 'node:fs';
import path from 'node:path';

/** Largest file git may hold: media are generated in several sizes, caches are never committed. */
const MAX_TRACKED_BYTES = 1024 * 1024;

/**
 * Media allowed above MAX_TRACKED_BYTES, each with its reason. Empty today: every picture, video and
 * PDF of the site is smaller. Add a path here only for a file the site cannot serve smaller.
 */
const LARGE_MEDIA = new Map();

export function oversizedFiles(root, files) {
  return files
    .filter((file) => !LARGE_MEDIA.has(file))
    .map((file) => ({ file, bytes: fs.statSync(path.join(root, file)).size }))
    .filter(({ bytes }) => bytes > MAX_TRACKED_BYTES)
    .map(({ file, bytes }) => `${file} : ${(bytes / 1024 / 1024).toFixed(1)} Mo`);
}

/**
 * What points a reader to a document outside the repository: the product brief, design and
 * toolchain notes kept beside it during development, their section numbers ("§5"), the
 * numbering of their HTTP calls ("call 2") and the numbers of the work items that asked for a change
 * ("issue 12", a tracker a clone does not carry). The repository names things by its own words
 * instead: docs/ for behaviours and rules, @mtdm/shared/contracts for the endpoints.
 */
const EXTERNAL_REFERENCES = [
  /\b(SPEC|ARCHITECTURE|TOOLCHAIN)\.md\b/,
  /\bSPEC\b/,
  /\.\.\/shared\/(?![a-z])/,
  /§\s?\d/,
  /\b[Cc]alls? \d+/,
  /\b[Aa]ppels? \d+/,
  /(?<![A-Za-z])[Ss]p[ée]cification/,
  /\b[Ii]ssues? #?\d+/,
];

/** The checker and its test name the patterns they look for. */
const SELF = new Set(['scripts/lib/tracked-files.mjs', 'scripts/tests/tracked-files.test.mjs']);
const BINARY = /\.(png|jpe?g|webp|avif|gif|ico|pdf|mp4|webm|woff2?|ttf|otf|zip|gz|sqlite)$/i;

export function externalDocumentReferences(root, files) {
  return files
    .filter((file) => !SELF.has(file) && !BINARY.test(file) && file !== 'package-lock.json')
    .flatMap((file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      if (text.includes('\0')) return [];
      return text
        .split('\n')
        .map((line, index) => ({ line, number: index + 1 }))
        .filter(({ line }) => EXTERNAL_REFERENCES.some((pattern) => pattern.test(line)))
        .map(({ line, number }) => `${file}:${number}: ${line.trim().slice(0, 120)}`);
    });
}
