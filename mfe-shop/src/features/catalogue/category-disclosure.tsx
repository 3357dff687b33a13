import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@mtdm/shared/ui';
import { useElementId } from '@mtdm/shared/ui';

const Wrapper = styled.div`
  ${({ theme }) => theme.media.aboveWidgets} {
    > button {
      display: none;
    }
  }
  ${({ theme }) => theme.media.upToWidgets} {
    &[data-open='false'] > div {
      display: none;
    }
    > div {
      margin-top: ${({ theme }) => theme.space.sm};
    }
  }
`;

/**
 * On a phone the category list is folded behind a "Filtrer" button that says how many categories are
 * chosen, so the first products are in sight; wider, the list is always shown and the button hidden.
 */
export function CategoryDisclosure({
  chosen,
  children,
}: {
  readonly chosen: number;
  readonly children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useElementId('categories');
  const summary = chosen === 0 ? 'toutes' : chosen === 1 ? '1 choisie' : `${chosen} choisies`;
  return (
    <Wrapper data-open={open}>
      <Button
        $variant="secondary"
        $fullWidth
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Filtrer par catégories ({summary})
      </Button>
      <div id={panelId}>{children}</div>
    </Wrapper>
  );
}
