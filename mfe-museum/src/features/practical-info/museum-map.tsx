import { useState } from 'react';
import styled from 'styled-components';
import { Button, useSiteDetails } from '@mtdm/shared/ui';
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

/** A box of about 2 km around the museum, for OpenStreetMap's embed. */
function mapUrls(latitude: number, longitude: number) {
  const delta = 0.012;
  const bbox = [longitude - delta, latitude - delta * 0.7, longitude + delta, latitude + delta * 0.7]
    .map((value) => value.toFixed(4))
    .join('%2C');
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude}%2C${longitude}`,
    page: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`,
  };
}

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
