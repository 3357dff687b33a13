// Types of rules.mjs, for the TypeScript that reads it (the end-to-end check of the served pages).
export declare const fixedWording: readonly string[];
export declare function corrected(
  text: string,
  options?: { readonly after?: boolean; readonly only?: readonly string[] },
): { text: string; rules: string[] };
export declare function nestedGuillemets(text: string): boolean;
export declare function isFrenchProse(text: string): boolean;
export declare function startsWithUnit(text: string): boolean;
