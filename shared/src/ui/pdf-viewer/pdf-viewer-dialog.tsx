import styled from 'styled-components';
import { Modal } from '../modal';
import type { PdfDocument } from './pdf-document';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 700;
  }
`;

const Frame = styled.iframe`
  flex: 1;
  width: 100%;
  min-height: 0;
  border: none;
  background: ${({ theme }) => theme.colors.surface};
`;

/** The overlay showing one PDF, with Download and new-tab links above it. */
export function PdfViewerDialog({
  document,
  onClose,
}: {
  readonly document: PdfDocument | null;
  readonly onClose: () => void;
}) {
  return (
    <Modal open={document !== null} onClose={onClose} title={document?.title ?? ''} placement="document">
      {document && (
        <>
          <Actions>
            <a href={document.url} download>
              Télécharger le PDF
            </a>
            <a href={document.url} target="_blank" rel="noopener noreferrer">
              Ouvrir dans un nouvel onglet
            </a>
          </Actions>
          <Frame src={document.url} title={`Article : ${document.title}`} />
        </>
      )}
    </Modal>
  );
}
