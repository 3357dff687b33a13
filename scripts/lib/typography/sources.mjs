// Where the site's French texts are written: the modules' and the api's source (strings, templates,
// JSX text: pages, messages, mails, PDF documents), the content folder (JSON) and the video captions
// (WebVTT). Each text comes with its file, its line and its place in the file, so a check can name it
// and a fixer can rewrite it.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { remoteModules, shellModule } from '../modules.mjs';
import { isFrenchProse, startsWithUnit } from './rules.mjs';

/** Every module of the one list (shared/modules.json), then the shared package and the api. */
const SOURCE_ROOTS = [shellModule, ...remoteModules]
  .map((module) => `${module.folder}/src`)
  .concat(['shared/src', 'api/src']);
// English texts (the visit in English) live in files named *.en.ts: French typography is not theirs.
const SKIPPED = /(^|\/)(__tests__|testing|__mocks__)(\/|$)|\.test\.[jt]sx?$|\.d\.ts$|\.en\.tsx?$/;

/** Tagged templates that hold CSS or SQL, not prose. */
const CODE_TAGS = /^(styled|css|keyframes|createGlobalStyle|sql)\b/;
/** Calls whose strings are for developers (logs, errors thrown at start-up are kept: operators read them). */
const CODE_CALLS =
  /^(console\.\w+|require|import|.*\.(debug|trace|prepare|exec|run|all|get|query|querySelector|querySelectorAll|matchMedia|getItem|setItem|removeItem|addEventListener|removeEventListener|startsWith|endsWith|includes|split|join|replace|test|match))$/;

function walkFiles(dir, extensions, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') walkFiles(full, extensions, out);
    } else if (extensions.some((extension) => entry.name.endsWith(extension))) out.push(full);
  }
  return out;
}

const lineAt = (source, index) => source.slice(0, index).split('\n').length;

/** The texts of one TypeScript file: [{ start, end, raw, after }], raw being the text as written. */
function textsOfScript(file, source) {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : file.endsWith('.mjs') ? ts.ScriptKind.JS : ts.ScriptKind.TS,
  );
  const texts = [];
  const push = (start, end, after = false, template = false) =>
    texts.push({ start, end, raw: source.slice(start, end), after, template });
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isLiteralTypeNode(node)) return;
    if (ts.isTaggedTemplateExpression(node) && CODE_TAGS.test(node.tag.getText(sourceFile))) return;
    // The arguments of those calls are code; what they are called on may be text (`${size} Mo`.replace).
    if (ts.isCallExpression(node) && CODE_CALLS.test(node.expression.getText(sourceFile))) {
      visit(node.expression);
      return;
    }
    if (
      ts.isJsxAttribute(node) &&
      /^(className|href|src|id|type|name|autoComplete|inputMode|rel|target|lang|role|as|to|d|viewBox|fill|stroke|pattern|accept)$/.test(
        node.name.getText(sourceFile),
      )
    )
      return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const parent = node.parent;
      const isKey =
        (ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node;
      if (!isKey) push(node.getStart(sourceFile) + 1, node.getEnd() - 1);
    } else if (ts.isTemplateExpression(node)) {
      push(node.head.getStart(sourceFile) + 1, node.head.getEnd() - 2, false, true);
      for (const span of node.templateSpans) {
        const literal = span.literal;
        const closing = ts.isTemplateTail(literal) ? 1 : 2;
        push(literal.getStart(sourceFile) + 1, literal.getEnd() - closing, true, true);
      }
    } else if (ts.isJsxText(node)) {
      const siblings = node.parent
        .getChildren(sourceFile)
        .flatMap((child) =>
          child.kind === ts.SyntaxKind.SyntaxList ? child.getChildren(sourceFile) : [child],
        );
      const previous = siblings[siblings.indexOf(node) - 1];
      push(node.getFullStart(), node.getEnd(), previous !== undefined && ts.isJsxExpression(previous));
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return texts;
}

/** The string values of a JSON file (its keys are not text). */
function textsOfJson(source) {
  const texts = [];
  const token = /"((?:[^"\\]|\\.)*)"(\s*:)?/g;
  for (const match of source.matchAll(token)) {
    if (match[2]) continue;
    const start = match.index + 1;
    texts.push({ start, end: start + match[1].length, raw: match[1], after: false });
  }
  return texts;
}

/** The caption lines of a WebVTT file. */
function textsOfCaptions(source) {
  const texts = [];
  let offset = 0;
  for (const line of source.split('\n')) {
    if (line.trim() && line !== 'WEBVTT' && !line.includes('-->') && !/^\d+$/.test(line.trim())) {
      texts.push({ start: offset, end: offset + line.length, raw: line, after: false });
    }
    offset += line.length + 1;
  }
  return texts;
}

/**
 * Every French text of the site: [{ file (relative), source, texts: [{ line, start, end, raw, after }] }].
 * With tests: true, the tests' texts instead (the fixer keeps their expectations in step with the site).
 */
export function frenchTexts(root, { tests = false } = {}) {
  const files = [
    ...[...SOURCE_ROOTS, 'e2e/tests', 'e2e/support'].flatMap((dir) =>
      walkFiles(path.join(root, dir), ['.ts', '.tsx']),
    ),
    ...walkFiles(path.join(root, 'content'), ['.json']),
    // The generators of the stand-in pictures, captions and PDF articles, and their texts.
    ...walkFiles(path.join(root, 'shared/scripts'), ['.mjs', '.json']),
    ...SOURCE_ROOTS.flatMap((dir) => walkFiles(path.join(root, dir), ['.vtt'])),
  ].filter((file) => {
    const relative = path.relative(root, file);
    const isTest = SKIPPED.test(relative) || relative.startsWith('e2e/');
    return tests ? isTest && !relative.endsWith('.d.ts') : !isTest;
  });
  return files.map((file) => {
    const source = fs.readFileSync(file, 'utf8');
    const all = file.endsWith('.json')
      ? textsOfJson(source)
      : file.endsWith('.vtt')
        ? textsOfCaptions(source)
        : textsOfScript(file, source);
    const texts = all
      .filter(
        (text) =>
          isFrenchProse(text.raw) ||
          (text.after && startsWithUnit(text.raw)) ||
          // Punctuation between two values of a French template (`${label} : ${title}`).
          // The author wrote a space before the mark, as French does, or after «; `${h}:${m}` is code.
          (text.template && /^( [:;!?»]| ?«)( |$)/.test(text.raw)),
      )
      .map((text) => ({ ...text, line: lineAt(source, text.start) }));
    return { file: path.relative(root, file), source, texts };
  });
}

/** The French texts of a content folder's JSON files (the content check reads a copy this way). */
export function frenchTextsOfContent(folder) {
  return walkFiles(folder, ['.json']).map((file) => {
    const source = fs.readFileSync(file, 'utf8');
    const texts = textsOfJson(source)
      .filter((text) => isFrenchProse(text.raw))
      .map((text) => ({ ...text, line: lineAt(source, text.start) }));
    return { file, source, texts };
  });
}
