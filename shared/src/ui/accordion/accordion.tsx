import { useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAddressAnchor } from '../address-anchor/use-address-anchor';
import { useElementId } from '../element-id/use-element-id';

interface AccordionItem {
  /** Stable key (a year, for instance). */
  readonly id: string;
  readonly title: string;
  readonly content: ReactNode;
}

export interface AccordionProps {
  readonly items: readonly AccordionItem[];
  /** The item open at first (default: the first one; null: all closed). */
  readonly initiallyOpen?: string | null;
  /** Heading level of the item titles, to fit the page outline. */
  readonly headingLevel?: 2 | 3 | 4;
}

const Item = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.background};

  & + & {
    margin-top: ${({ theme }) => theme.space.sm};
  }
  h2,
  h3,
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
`;

const Trigger = styled.button`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.navy};
  font: inherit;
  font-weight: 700;
  text-align: left;
  cursor: pointer;

  &[aria-expanded='true'] {
    border-bottom-left-radius: 0;
    border-bottom-right-radius: 0;
  }
  svg {
    flex-shrink: 0;
    transition: transform 0.2s;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space.md};
`;

/**
 * Accordion with one item open at a time: opening one closes the other, clicking the open
 * one closes it. Each item is a section (a region) named by its title, a heading holding a button
 * (aria-expanded, aria-controls) over its panel. Closed panels stay in the page, hidden, so the text is pre-rendered.
 * An address whose anchor names something in a closed panel (a search result) opens that panel and
 * brings the thing into view, when the page loads and when the anchor changes.
 */
export function Accordion({ items, initiallyOpen, headingLevel = 3 }: AccordionProps) {
  const base = useElementId('accordeon');
  const [openId, setOpenId] = useState<string | null>(
    initiallyOpen === undefined ? (items[0]?.id ?? null) : initiallyOpen,
  );
  const Heading = `h${headingLevel}` as const;
  const root = useRef<HTMLDivElement>(null);
  useAddressAnchor(
    (id) => {
      const panel = document.getElementById(id)?.closest<HTMLElement>('[data-accordion-item]');
      if (!panel || !root.current?.contains(panel)) return false;
      setOpenId(panel.dataset.accordionItem ?? null);
      return true;
    },
    { shown: openId },
  );

  return (
    <div ref={root}>
      {items.map((item) => {
        const open = item.id === openId;
        const triggerId = `${base}-titre-${item.id}`;
        const panelId = `${base}-panneau-${item.id}`;
        return (
          <Item key={item.id} aria-labelledby={triggerId}>
            <Heading>
              <Trigger
                id={triggerId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                {item.title}
                <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </Trigger>
            </Heading>
            <Panel id={panelId} hidden={!open} data-accordion-item={item.id}>
              {item.content}
            </Panel>
          </Item>
        );
      })}
    </div>
  );
}
