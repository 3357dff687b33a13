// Version rules of the shared singletons: which provider wins, whether it is the one asked for.

/** 'x.y.z' as numbers; a pre-release ranks below its release. */
function parts(version: string): number[] {
  const [release = '', preRelease] = version.split('-');
  const numbers = release.split('.').map((part) => Number.parseInt(part, 10) || 0);
  while (numbers.length < 3) numbers.push(0);
  numbers.push(preRelease === undefined ? 1 : 0);
  return numbers;
}

/** Negative when a < b, positive when a > b, 0 when equal. */
export function compareVersions(a: string, b: string): number {
  const left = parts(a);
  const right = parts(b);
  for (let index = 0; index < left.length; index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Whether `version` meets `required`: an exact version, `^x.y.z` (same major, not lower) or
 * `~x.y.z` (same major and minor, not lower). No requirement is always met.
 */
export function satisfies(version: string, required: string | false | undefined): boolean {
  if (!required || required === '*') return true;
  const range = required.trim();
  const operator = range[0] === '^' || range[0] === '~' ? range[0] : '';
  const wanted = range.slice(operator.length).replace(/^=/, '');
  if (!operator) return compareVersions(version, wanted) === 0;
  const [major, minor] = parts(version);
  const [wantedMajor, wantedMinor] = parts(wanted);
  if (major !== wantedMajor) return false;
  if (operator === '~' && minor !== wantedMinor) return false;
  return compareVersions(version, wanted) >= 0;
}
