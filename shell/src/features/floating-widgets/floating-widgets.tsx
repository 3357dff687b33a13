import type { ReactNode } from 'react';
import { paths } from '@mtdm/shared/routing';
import { HeartIcon, InfoIcon } from './widget-icons';
import { WidgetLabel, WidgetLink, WidgetStack } from './floating-widgets-styles';
import { SCREEN_ONLY_MARK } from '@mtdm/shared/design-tokens';

interface Widget {
  readonly href: string;
  readonly label: string;
  readonly tone: 'navy' | 'red';
  readonly icon: 'info' | 'heart';
}

const icons: Record<Widget['icon'], ReactNode> = { info: <InfoIcon />, heart: <HeartIcon /> };

const frenchWidgets: readonly Widget[] = [
  { href: paths.practicalInfo, label: 'Informations pratiques', tone: 'navy', icon: 'info' },
  { href: paths.donation, label: 'Faire un don', tone: 'red', icon: 'heart' },
];

interface FloatingWidgetsProps {
  /** The English frame's own links and words; French when not given. */
  readonly widgets?: readonly Widget[];
  readonly label?: string;
  readonly newTab?: string;
}

/**
 * The two quick links of every page: practical information and donation, each opening in a new tab.
 * Wider than 768 px they float at the window's right edge and their text shows on hover or keyboard
 * focus; at 768 px or below they sit in the header beside the menu button, as icons.
 */
export function FloatingWidgets({
  widgets = frenchWidgets,
  label: stackLabel = 'Accès rapides',
  newTab = 'nouvel onglet',
}: FloatingWidgetsProps) {
  return (
    <WidgetStack {...SCREEN_ONLY_MARK} aria-label={stackLabel}>
      {widgets.map(({ href, label, tone, icon }) => (
        <WidgetLink
          key={href}
          href={href}
          target="_blank"
          rel="noopener"
          aria-label={`${label} (${newTab})`}
          $tone={tone}
        >
          {icons[icon]}
          <WidgetLabel>{label}</WidgetLabel>
        </WidgetLink>
      ))}
    </WidgetStack>
  );
}
