import styled, { css } from 'styled-components';

// A module of its own, so a bundle that needs only these rules (the shell's header) or the component
// (a page's counters and scrollers) does not take the form's styled components with them: a page
// would otherwise carry every form style that any other page of its module uses.

/** The rules that hide a text from the eye, not from screen readers (e.g. a word shown on wide screens only). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
