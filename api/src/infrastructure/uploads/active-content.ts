// What a visitor's document may not bring to the volunteer who opens it: code that runs, an action
// that starts a program, an object or a file hidden inside. A PDF is read object by object, its
// streams inflated in zlib's threads (pdf-actions.ts): the server answers others meanwhile; a word
// processor's file by the parts it is made of.
import { pdfProblemsInTheBackground } from '@mtdm/shared/content/pdf-actions';
import type { DocumentKind } from './file-types';

const MACROS = 'il contient des macros ou des contrôles ActiveX';
const OBJECTS = 'il contient un programme ou un objet intégré';

/** The names of a zip's entries as its central directory lists them (what Word and LibreOffice read). */
function zipDirectoryNames(content: Buffer): string[] | null {
  const tail = content.subarray(Math.max(0, content.length - 65_557));
  const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > tail.length) return null;
  const entries = tail.readUInt16LE(end + 10);
  let offset = tail.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let index = 0; index < entries; index += 1) {
    if (offset + 46 > content.length || content.readUInt32LE(offset) !== 0x02014b50) return null;
    const nameLength = content.readUInt16LE(offset + 28);
    names.push(content.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + content.readUInt16LE(offset + 30) + content.readUInt16LE(offset + 32);
  }
  return names;
}

/** A part of an Office Open XML document that runs or hides something. */
const wordPartProblem = (name: string) => {
  const part = name.toLowerCase();
  if (part.endsWith('vbaproject.bin') || part.includes('/activex/') || part.endsWith('vbadata.xml'))
    return MACROS;
  if (part.includes('/embeddings/') && part.endsWith('.bin')) return OBJECTS;
  return null;
};

/** A part of an OpenDocument text that runs something: its macros are kept in Basic/ or Scripts/. */
const openDocumentPartProblem = (name: string) => (/^(basic|scripts)\//i.test(name) ? MACROS : null);

/** An entry of a compound file's directory (a .doc: its macros, its embedded objects), in UTF-16. */
const compoundEntry = (name: string) => Buffer.from(`${name}\0`, 'utf16le');

/**
 * Why one document may not be kept, in French, or null. A zip whose directory cannot be read is
 * refused: Word and LibreOffice read that directory, and what it lists could not be checked.
 */
export async function activeContentProblem(kind: DocumentKind, content: Buffer): Promise<string | null> {
  if (kind === 'pdf') return (await pdfProblemsInTheBackground(content))[0] ?? null;
  if (kind === 'doc')
    // Every VBA project has its _VBA_PROJECT stream (in Macros/VBA): a name no text spells.
    return content.includes(compoundEntry('_VBA_PROJECT'))
      ? MACROS
      : content.includes(compoundEntry('ObjectPool'))
        ? OBJECTS
        : null;
  const names = zipDirectoryNames(content);
  if (!names) return 'son contenu ne peut pas être lu';
  const partProblem = kind === 'docx' ? wordPartProblem : openDocumentPartProblem;
  for (const name of names) {
    const problem = partProblem(name);
    if (problem) return problem;
  }
  return null;
}
