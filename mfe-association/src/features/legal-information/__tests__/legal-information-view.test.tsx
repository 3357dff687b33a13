import { SIGNED_IN_COOKIES, SIGNED_IN_SESSION_HOURS } from '@mtdm/shared/contracts';
import { screen } from '@testing-library/react';
import { retentionPeriods } from '@mtdm/shared/site';
import { renderWithProviders } from '@mtdm/shared/testing';
import { LegalInformationView } from '../legal-information-view';

describe('legal information page', () => {
  it('has its eight sections, then the accessibility statement', () => {
    renderWithProviders(<LegalInformationView />);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Sommaire',
      '1. Informations légales de l’association',
      '2. Droits d’auteur',
      '3. Photographies et illustrations',
      '4. Liens',
      '5. Modifications',
      '6. Conception et hébergement',
      '7. Contact technique',
      '8. Données personnelles',
      'Déclaration d’accessibilité',
    ]);
  });

  it('names the publisher, the publication director and the host (LCEN), the rights and the CNIL', () => {
    renderWithProviders(<LegalInformationView />);
    expect(screen.getByText('Directeur de la publication')).toBeInTheDocument();
    expect(screen.getByText('Hébergeur')).toBeInTheDocument();
    expect(screen.getByText(/article 1-1 de la loi n° 2004-575/)).toBeInTheDocument();
    expect(screen.getByText(/droit d’accès, de rectification, d’effacement/)).toBeInTheDocument();
    expect(screen.getByText(/CNIL\), 3 place de Fontenoy/)).toBeInTheDocument();
    expect(screen.getByText(/candidatures non retenues, deux ans au plus/)).toBeInTheDocument();
    // The periods the api's purge applies, from the same constants.
    expect(
      screen.getByText(
        new RegExp(`demandes de visite, ${retentionPeriods.contactAndTourRequests.text} après`),
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/effacées automatiquement, fichiers joints compris/)).toBeInTheDocument();
    // Every purpose the site collects for is named, and so is each one's period.
    expect(
      screen.getByText(/réservation de places à une conférence ou inscription à la lettre/),
    ).toBeInTheDocument();
    const periods = screen.getByText(/Durées de conservation/).textContent!;
    expect(periods).toContain(
      `réservations de places aux conférences, ${retentionPeriods.conferenceBookings.text} après la conférence`,
    );
    expect(periods).toMatch(/demande de réservation jamais confirmée, 24\sheures/);
    expect(periods).toContain(`puis ${retentionPeriods.newsletterUnsubscribed.text} après le désabonnement`);
    expect(periods).toMatch(/inscription à la lettre jamais confirmée, 7\sjours/);
    expect(periods).toContain(
      `le journal des mises en ligne du site, qui nomme le poste ou la chaîne qui a préparé chacune, ${retentionPeriods.deploymentJournal.text}`,
    );
  });

  describe('cookies and trackers follow the deployment', () => {
    const bootData = (siteConfig: object) => {
      const block = document.createElement('script');
      block.type = 'application/json';
      block.id = 'mtdm-boot-data';
      block.textContent = JSON.stringify({ siteConfig });
      document.body.append(block);
      return block;
    };

    it('without audience measurement: no tracker, and no « Gérer les cookies » button to look for', () => {
      renderWithProviders(<LegalInformationView />);
      expect(screen.getByText(/ne mesure pas son audience et ne dépose aucun traceur/)).toBeInTheDocument();
      expect(screen.queryByText(/Gérer les cookies/)).toBeNull();
    });

    it('names the cookies signing in sets (the ones the server sets), why, and how long they live', () => {
      renderWithProviders(<LegalInformationView />);
      const paragraph = screen.getByText(/^Cookies de connexion/);
      for (const name of Object.values(SIGNED_IN_COOKIES)) expect(paragraph).toHaveTextContent(name);
      expect(paragraph).toHaveTextContent(
        `après ${SIGNED_IN_SESSION_HOURS.idle} heures sans activité, et ${SIGNED_IN_SESSION_HOURS.max} heures au plus`,
      );
      expect(paragraph).toHaveTextContent('strictement nécessaires');
    });

    it('with it: the banner and the footer’s « Gérer les cookies » button', () => {
      const block = bootData({ ga4MeasurementId: 'G-ABC123' });
      try {
        renderWithProviders(<LegalInformationView />);
        expect(screen.getByText(/« Gérer les cookies »/)).toBeInTheDocument();
      } finally {
        block.remove();
      }
    });
  });

  it('the accessibility statement gives the RGAA 4.1 status, its date, a contact and the alternatives', () => {
    renderWithProviders(<LegalInformationView />);
    const statement = screen.getByRole('region', { name: 'Déclaration d’accessibilité' });
    expect(statement).toHaveAttribute('id', 'accessibilite');
    expect(statement).toHaveTextContent(
      /non conforme avec le référentiel général d’amélioration de l’accessibilité \(RGAA\), version 4\.1/,
    );
    expect(statement).toHaveTextContent(/Établissement de cette déclaration : 23 novembre 2026/);
    expect(statement).toHaveTextContent(/une autre façon d’y accéder/);
    expect(statement).toHaveTextContent(/Défenseur des droits/);
  });
});
