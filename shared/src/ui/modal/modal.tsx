import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { focusableElements } from './focusable';
import { Backdrop, Body, CloseButton, Header, Panel, type ModalPlacement } from './modal-styles';
import { useElementId } from '../element-id/use-element-id';

export interface ModalProps {
  readonly open: boolean;
  /** Called on Escape, on the close button and on a click on the backdrop. */
  readonly onClose: () => void;
  /** Visible title, also the accessible name of the dialog. */
  readonly title: string;
  readonly children: ReactNode;
  /** 'center' (default): a dialog box; 'side': a panel along the right edge (cart); 'document': a PDF. */
  readonly placement?: ModalPlacement;
  /** Element to focus on opening; otherwise the first focusable element of the body, else the close button. */
  readonly initialFocusRef?: RefObject<HTMLElement | null>;
  /** Accessible name of the close button. */
  readonly closeLabel?: string;
}

/**
 * An accessible modal dialog: role="dialog" + aria-modal, named by its title; focus moves inside on
 * opening and is trapped there (Tab and Shift+Tab cycle); Escape, the close button and the backdrop
 * close it; focus returns to the element that had it before (the trigger); page scrolling is locked.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  placement = 'center',
  initialFocusRef,
  closeLabel = 'Fermer',
}: ModalProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <ModalContent
      onClose={onClose}
      title={title}
      placement={placement}
      initialFocusRef={initialFocusRef}
      closeLabel={closeLabel}
    >
      {children}
    </ModalContent>,
    document.body,
  );
}

type ContentProps = Omit<ModalProps, 'open' | 'placement' | 'closeLabel'> & {
  readonly placement: ModalPlacement;
  readonly closeLabel: string;
};

function ModalContent({ onClose, title, children, placement, initialFocusRef, closeLabel }: ContentProps) {
  const titleId = useElementId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // Layout effect: runs after the cleanup of a dialog closing in the same commit, so a dialog that
  // replaces another records the right element to give focus back to.
  useLayoutEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target =
      initialFocusRef?.current ??
      (bodyRef.current ? focusableElements(bodyRef.current)[0] : undefined) ??
      closeRef.current;
    // The scroll lock first, then the focus: the page is laid out once, not once for each. The dialog
    // is fixed on screen, so moving the focus never needs to scroll the page.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    target?.focus({ preventScroll: true });
    return () => {
      document.body.style.overflow = overflow;
      if (previous && previous.isConnected) previous.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening and closing: the trigger is the element focused when the dialog appeared
  }, []);

  // On the document, not on the dialog: a key still works when the focused control was just
  // disabled or removed and the focus fell back to <body>.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const panel = panelRef.current;
      if (!panel) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableElements(panel);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Backdrop
      $placement={placement}
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // No default focus change on the backdrop: focus goes back to the trigger, not to <body>.
        event.preventDefault();
        onCloseRef.current();
      }}
    >
      <Panel ref={panelRef} $placement={placement} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <Header>
          <h2 id={titleId}>{title}</h2>
          <CloseButton
            ref={closeRef}
            type="button"
            aria-label={closeLabel}
            onClick={() => onCloseRef.current()}
          >
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Header>
        <Body ref={bodyRef} $placement={placement}>
          {children}
        </Body>
      </Panel>
    </Backdrop>
  );
}
