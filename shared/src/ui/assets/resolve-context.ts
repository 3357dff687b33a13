/** The URL webpack emitted for one file of an asset context, or undefined when the file is unknown. */
export function urlFromContext(
  context: { keys(): string[]; (key: string): unknown },
  folderPrefix: string,
  path: string,
): string | undefined {
  if (!path.startsWith(folderPrefix)) return undefined;
  const key = `./${path.slice(folderPrefix.length)}`;
  if (!context.keys().includes(key)) return undefined;
  const resolved = context(key);
  if (typeof resolved === 'string') return resolved;
  const fallback = (resolved as { default?: unknown } | null)?.default;
  return typeof fallback === 'string' ? fallback : undefined;
}
