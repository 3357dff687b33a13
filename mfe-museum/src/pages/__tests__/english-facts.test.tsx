import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@mtdm/shared/testing';
import { archiveCentreFacts, museumFacts } from '@mtdm/shared/site';
import practical from '../../../../content/practical.json';
import ArchiveCentreEnPage from '../archive-centre-en-page';
import MuseumInBriefEnPage from '../museum-in-brief-en-page';
import PracticalInfoEnPage from '../practical-info-en-page';
import { PracticalInfoView } from '../../features/practical-info/practical-info-view';

const gb = (value: number) => new Intl.NumberFormat('en-GB').format(value);
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('the visit in English reads the same facts as the French pages', () => {
  it('gives the published opening hours, the same as the French page’s', () => {
    renderWithProviders(<PracticalInfoView />);
    const french = plain(screen.getByText('Du mardi au dimanche').nextSibling?.textContent ?? null);
    expect(french).toBe(
      `${Number(practical.opens.slice(0, 2))} h – ${Number(practical.closes.slice(0, 2))} h`,
    );

    renderWithProviders(<PracticalInfoEnPage />);
    const hours = screen.getByRole('region', { name: 'Opening hours' });
    expect(plain(within(hours).getByText('Tuesday to Sunday').nextSibling?.textContent ?? null)).toBe(
      '10 am – 6 pm',
    );
    expect(within(hours).getByText('Mondays')).toBeInTheDocument();
    expect(within(hours).getByText('from Christmas Day to New Year’s Day')).toBeInTheDocument();
    expect(screen.getByText(/Route de Bagnols-en-Forêt, 83600 Fréjus/)).toBeInTheDocument();
    expect(plain(screen.getByText(/^\+33 4/).textContent)).toBe(`+33 ${practical.receptionPhone.slice(1)}`);
  });

  it('states the figures of facts.json', () => {
    renderWithProviders(<MuseumInBriefEnPage />);
    const figures = screen.getByRole('region', { name: 'In figures' });
    expect(figures).toHaveTextContent(`${gb(museumFacts.permanentAreaM2)} m²`);
    expect(figures).toHaveTextContent(`${gb(museumFacts.temporaryRoomM2)} m²`);
    expect(figures).toHaveTextContent(`about ${gb(museumFacts.objectsOnDisplay)}`);
    expect(figures).toHaveTextContent(String(museumFacts.openedIn));

    renderWithProviders(<ArchiveCentreEnPage />);
    expect(
      screen.getByText(new RegExp(`holds ${archiveCentreFacts.conferencesPerYear} history talks`)),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What it holds' })).toHaveTextContent(
      gb(archiveCentreFacts.documents),
    );
  });

  it('says a link leads to a page in French', () => {
    renderWithProviders(<ArchiveCentreEnPage />);
    const link = screen.getByRole('link', { name: 'Contact the CHETOM (in French)' });
    expect(link).toHaveAttribute('href', '/pages/FormulaireChetom');
    expect(link).toHaveAttribute('hreflang', 'fr');
    expect(screen.getByRole('link', { name: 'Plan your visit' })).toHaveAttribute('href', '/en/visit');
  });
});
