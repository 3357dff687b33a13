import { useEffect, useRef } from 'react';
import { Link } from '@mtdm/shared/router';
import { paths } from '@mtdm/shared/routing';
import { BannerRegion, ChoiceButton, ChoiceRow } from './consent-banner-styles';
import { useElementId } from '@mtdm/shared/ui';
import { SCREEN_ONLY_MARK } from '@mtdm/shared/design-tokens';

export interface ConsentBannerProps {
  readonly onAccept: () => void;
  readonly onRefuse: () => void;
  /** Moves keyboard focus to the banner when it appears (when the visitor asked to see it again). */
  readonly focusOnShow?: boolean;
}

/** The audience-measurement consent banner: a non-modal region, with two equal choices. */
export function ConsentBanner({ onAccept, onRefuse, focusOnShow = false }: ConsentBannerProps) {
  const headingId = useElementId();
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    if (focusOnShow) region.current?.focus();
  }, [focusOnShow]);

  return (
    <BannerRegion {...SCREEN_ONLY_MARK} ref={region} aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId}>Mesure d’audience</h2>
      <p>
        Avec votre accord, nous mesurons la fréquentation de ce site avec Google Analytics pour savoir quelles
        pages vous sont utiles. Tant que vous n’avez pas accepté, rien n’est déposé sur votre appareil ni
        transmis. Votre choix est conservé six mois et vous pouvez le changer à tout moment avec le bouton « 
        Gérer les cookies » en bas de chaque page.{' '}
        <Link to={paths.legalInformation}>En savoir plus sur vos données</Link>
      </p>
      <ChoiceRow>
        <ChoiceButton type="button" onClick={onRefuse}>
          Refuser
        </ChoiceButton>
        <ChoiceButton type="button" onClick={onAccept}>
          Accepter
        </ChoiceButton>
      </ChoiceRow>
    </BannerRegion>
  );
}
