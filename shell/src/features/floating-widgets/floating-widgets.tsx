import type { ReactNode } from 'react';
import { paths } from '@mtdm/shared/routing';
import { HeartIcon, InfoIcon } from './widget-icons';
import { WidgetLabel, WidgetLink, WidgetStack } from './floating-widgets-styles';

interface Widget {
  readonly href: string;
  readonly label: string;
  readonly tone: 'navy' | 'red';
  readonly icon: ReactNode;
}

const widgets: readonly Widget[] = [
  { href: paths.practicalInfo, label: 'Informations pratiques', tone: 'navy', icon: <InfoIcon /> },
  { href: paths.donation, label: 'Faire un don', tone: 'red', icon: <HeartIcon /> },
];

/**
 * The two quick links of every page: practical information and donation, each opening in a new tab.
 * Wider than 768 px they float at the window's right edge and their text shows on hover or keyboard
 * focus; at 768 px or below they sit in the header beside the menu button, as icons.
 */
export function FloatingWidgets() {
  return (
    <WidgetStack aria-label="Accès rapides">
      {widgets.map(({ href, label, tone, icon }) => (
        <WidgetLink
          key={href}
          href={href}
          target="_blank"
          rel="noopener"
          aria-label={`${label} (nouvel onglet)`}
          $tone={tone}
        >
          {icon}
          <WidgetLabel>{label}</WidgetLabel>
        </WidgetLink>
      ))}
    </WidgetStack>
  );
}
