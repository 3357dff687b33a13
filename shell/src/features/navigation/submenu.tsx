import type { FocusEvent, Ref } from 'react';
import type { MenuGroup } from './menu-items';
import { MenuLink } from './menu-link';
import { ChevronIcon } from './nav-icons';
import { MenuItem, SubmenuList, ToggleButton } from './header-styles';

interface SubmenuProps {
  readonly group: MenuGroup;
  /** Id of the submenu list, for the button's aria-controls. */
  readonly listId: string;
  readonly open: boolean;
  readonly compact: boolean;
  readonly toggleRef: Ref<HTMLButtonElement>;
  readonly onToggle: (id: string) => void;
  readonly onHover: (id: string, entering: boolean) => void;
  readonly onFocusLeave: (id: string) => void;
}

/** One entry of the main menu: a disclosure button and the list of links it shows. */
export function Submenu({
  group,
  listId,
  open,
  compact,
  toggleRef,
  onToggle,
  onHover,
  onFocusLeave,
}: SubmenuProps) {
  function handleBlur(event: FocusEvent<HTMLLIElement>) {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    if (next) onFocusLeave(group.id);
  }

  return (
    <MenuItem
      $compact={compact}
      onMouseEnter={() => onHover(group.id, true)}
      onMouseLeave={() => onHover(group.id, false)}
      onBlur={handleBlur}
    >
      <ToggleButton
        ref={toggleRef}
        type="button"
        $compact={compact}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onToggle(group.id)}
      >
        {group.label}
        <ChevronIcon />
      </ToggleButton>
      <SubmenuList id={listId} $compact={compact} hidden={!open}>
        {group.entries.map((entry) => (
          <li key={entry.label}>
            <MenuLink entry={entry} />
          </li>
        ))}
      </SubmenuList>
    </MenuItem>
  );
}
