import { useState } from 'react';
import styled from 'styled-components';
import { Button, useSiteDetails } from '@mtdm/shared/ui';
import { mapUrls } from './map-addresses';
import { practicalInfoContent } from './practical-info-content';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 3;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
`;

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  aspect-ratio: 4 / 3;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * The embedded map, loaded only when the visitor asks for it (no third-party request before, and
 * the page works without it: the address is written beside it).
 */
export function MuseumMap() {
  const [shown, setShown] = useState(false);
  const c = practicalInfoContent.map;
  const { latitude, longitude } = useSiteDetails().museumAddress;
  const urls = mapUrls(latitude, longitude);
  return (
    <div>
      {shown ? (
        <Frame src={urls.embed} title={c.frameTitle} loading="lazy" />
      ) : (
        <Placeholder>
          <p>{c.intro}</p>
          <Button $variant="secondary" onClick={() => setShown(true)}>
            {c.show}
          </Button>
        </Placeholder>
      )}
      <p>
        <a href={urls.page} target="_blank" rel="noopener noreferrer">
          {c.external}
        </a>
      </p>
    </div>
  );
}
