// The project's history is read in `git log --oneline`: each commit's subject says what changed in
// under 72 characters, the detail goes in the body. Commits before the habit was written down are
// left as they are; every later one is held to it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { repoRoot } from '../lib/workspace.mjs';

/** The last commit with a longer subject: the habit holds from the next one on. */
const HABIT_SINCE = '63f5a98';
const MAX_SUBJECT = 71;

const git = (...args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' });

function known(commit) {
  try {
    git('cat-file', '-e', `${commit}^{commit}`);
    return true;
  } catch {
    return false;
  }
}

test('every commit subject since the habit is under 72 characters', (t) => {
  if (!known(HABIT_SINCE)) {
    t.skip('historique incomplet (clone superficiel)');
    return;
  }
  const subjects = git('log', '--format=%h %s', `${HABIT_SINCE}..HEAD`).split('\n').filter(Boolean);
  const tooLong = subjects
    .map((line) => ({ hash: line.slice(0, line.indexOf(' ')), subject: line.slice(line.indexOf(' ') + 1) }))
    .filter(({ subject }) => [...subject].length > MAX_SUBJECT)
    .map(({ hash, subject }) => `${hash} (${[...subject].length} caractères) : ${subject}`);
  assert.deepEqual(tooLong, []);
});
