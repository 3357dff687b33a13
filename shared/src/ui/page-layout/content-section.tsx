import { type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useElementId } from '../element-id/use-element-id';
import { clearOfQuickLinks } from './clear-of-quick-links';

const Section = styled.section<{ $tone: 'plain' | 'tinted' | 'navy' }>`
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  ${({ $tone, theme }) =>
    $tone === 'tinted'
      ? css`
          background: ${theme.colors.surface};
        `
      : $tone === 'navy'
        ? css`
            background: ${theme.colors.navy};
            color: ${theme.colors.textOnDark};
            h2,
            h3,
            p a,
            li > a {
              color: ${theme.colors.textOnDark};
            }
          `
        : ''}

  /* Same text column as PageSection: the layout width less its side padding. */
  > div {
    max-width: calc(${({ theme }) => theme.layout.maxWidth} - 2 * ${({ theme }) => theme.space.md});
    margin: 0 auto;
    ${clearOfQuickLinks('0px')}
  }
  h2 {
    margin-top: 0;
  }
`;

export interface ContentSectionProps {
  readonly title: string;
  readonly children: ReactNode;
  readonly tone?: 'plain' | 'tinted' | 'navy';
  /** An anchor to link to this section. */
  readonly id?: string;
}

/** A full-width band of a page with its own heading (a region named by it). */
export function ContentSection({ title, children, tone = 'plain', id }: ContentSectionProps) {
  const headingId = useElementId(id ?? 'section');
  return (
    <Section $tone={tone} aria-labelledby={headingId} id={id}>
      <div>
        <h2 id={headingId}>{title}</h2>
        {children}
      </div>
    </Section>
  );
}

/** Paragraphs at a comfortable reading width. */
export const Prose = styled.div`
  max-width: 46rem;

  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

/**
 * Items side by side when there is room, stacked on a phone. `$fill` keeps the column width when
 * there are few items (lists of news), instead of stretching them across the row.
 */
export const CardGrid = styled.ul<{ $min?: string; $fill?: boolean }>`
  display: grid;
  grid-template-columns: repeat(
    ${({ $fill }) => ($fill ? 'auto-fill' : 'auto-fit')},
    minmax(min(100%, ${({ $min }) => $min ?? '260px'}), 1fr)
  );
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;
