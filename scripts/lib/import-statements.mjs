// The import and export statements of a source file, read as text: `import … from`, `export … from`,
// a dynamic `import()` or `require()`, and a bare `import '…'`.

/**
 * One match a statement. Groups: 1 the keyword (import or export) and 3 its clause, for a statement
 * with `from`; the specifier is group 4 (`from`), 5 (dynamic) or 6 (bare).
 */
export const IMPORT_STATEMENTS =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s+['"]([^'"]+)['"]|(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;

/** The specifier of a match of IMPORT_STATEMENTS, whichever form the statement took. */
export const specifierOf = (match) => match[4] ?? match[5] ?? match[6];

/** Every specifier a source imports or re-exports from, in order. */
export const specifiersOf = (text) => [...text.matchAll(IMPORT_STATEMENTS)].map(specifierOf);
