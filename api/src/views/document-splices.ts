// What the server adds to a document it serves (a pre-rendered page, the shell's own document) goes in
// at one of two places, by these functions: the end of the head, the start of the body. Each inserts
// by a function, so that a `$&` in the markup is written as it is, not read as a pattern.

/** The document with `tags` at the end of its head. */
export const withHeadTags = (document: string, tags: string): string =>
  document.replace('</head>', () => `${tags}</head>`);

/** The document with `markup` first in its body, whatever the body's attributes. */
export const withBodyStart = (document: string, markup: string): string =>
  document.replace(/<body\b[^>]*>/, (body) => `${body}${markup}`);
