import { useEffect, useRef, useState } from 'react';
import { Link } from '@mtdm/shared/router';
import styled from 'styled-components';
import { paths } from '@mtdm/shared/routing';
import { Button } from '@mtdm/shared/ui';
import { guidedTourContent, guidedTourMenuLinks } from './guided-tour-content';
import { useElementId } from '@mtdm/shared/ui';

const MenuList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  list-style: none;

  &[hidden] {
    display: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/** The page's menu toggle: opens and closes a navigation menu; Escape closes it too. */
export function GuidedTourMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useElementId('menu');
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const { menu } = guidedTourContent;
  return (
    <nav aria-label={menu.label}>
      <Button
        ref={buttonRef}
        $variant="secondary"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">☰</span> {open ? menu.toggleClose : menu.toggleOpen}
      </Button>
      <MenuList id={menuId} hidden={!open}>
        {guidedTourMenuLinks.map((link) => (
          <li key={link.page}>
            <Link to={paths[link.page]}>{link.label}</Link>
          </li>
        ))}
      </MenuList>
    </nav>
  );
}
