import { documents } from '../../../__tests__/support/fixtures';
import { acceptedDocumentKind, detectDocumentKind, kindFromName } from '../file-types';
import { safeFileName } from '../upload-files';

describe('document detection', () => {
  it('recognises the four formats by their bytes', () => {
    expect(detectDocumentKind(documents.pdf)).toBe('pdf');
    expect(detectDocumentKind(documents.doc)).toBe('doc');
    expect(detectDocumentKind(documents.docx)).toBe('docx');
    expect(detectDocumentKind(documents.odt)).toBe('odt');
    expect(detectDocumentKind(documents.otherZip)).toBeNull();
    expect(detectDocumentKind(documents.exe)).toBeNull();
    expect(detectDocumentKind(Buffer.alloc(0))).toBeNull();
  });

  it('accepts a file only when its name and its bytes agree', () => {
    expect(kindFromName('CV Final.PDF')).toBe('pdf');
    expect(acceptedDocumentKind('cv.pdf', documents.pdf)).toBe('pdf');
    expect(acceptedDocumentKind('cv.docx', documents.pdf)).toBeNull();
    expect(acceptedDocumentKind('cv.pdf.exe', documents.pdf)).toBeNull();
  });

  it('makes stored names safe', () => {
    expect(safeFileName('../../etc/passwd.pdf', 'pdf')).toBe('passwd.pdf');
    expect(safeFileName('C:\\Users\\Hélène\\Mon CV (2026).docx', 'docx')).toBe('Mon-CV-2026.docx');
    expect(safeFileName('....pdf', 'pdf')).toBe('document.pdf');
  });
});
