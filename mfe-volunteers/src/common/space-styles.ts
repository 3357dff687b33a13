import styled from 'styled-components';
import { visuallyHidden } from '@mtdm/shared/ui';

/** A list of the space: one row per item, a header row, readable on a phone (it scrolls sideways). */
export const TableFrame = styled.div`
  overflow-x: auto;
  margin-block: ${({ theme }) => theme.space.md};

  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.colors.surface};
  }
  /* A row ticked with a finger: a box as large as the text around it. */
  input[type='checkbox'] {
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
  }

  /* On a phone, each row is a card: every cell on its own line, after its column's name. */
  @media (max-width: 40em) {
    thead {
      ${visuallyHidden}
    }
    table,
    tbody,
    tr,
    td {
      display: block;
    }
    tr {
      margin-bottom: ${({ theme }) => theme.space.md};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.small};
    }
    td {
      display: grid;
      grid-template-columns: minmax(6rem, 2fr) 3fr;
      gap: ${({ theme }) => theme.space.sm};
      overflow-wrap: anywhere;
    }
    td::before {
      content: attr(data-label);
      font-weight: 700;
    }
    tr td:last-child {
      border-bottom: none;
    }
  }
`;

/** A block of the space: a detail, a form. A long address in it breaks rather than run past a phone's edge. */
export const Panel = styled.section`
  margin-block: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.small};
  overflow-wrap: anywhere;

  h2,
  h3 {
    margin-top: 0;
  }
`;

/** Facts of a detail, label then value. */
export const Facts = styled.dl`
  display: grid;
  /* The label column takes what it needs up to 40 % (a long label wraps); the value the rest. */
  grid-template-columns: fit-content(40%) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;

  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

/** Buttons side by side, wrapping on a phone. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-block: ${({ theme }) => theme.space.md};
`;

/** The retention period of a list, said under its title. */
export const Retention = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/** A table's name for screen readers (the heading above says it to the eye). */
export const HiddenCaption = styled.caption`
  ${visuallyHidden}
`;

/** A visitor's own text (a message, a letter): its line breaks kept. */
export const LongText = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
