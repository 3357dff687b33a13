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
    // The periods the api's purge applies, from the same constants: each kind of data and its period.
    expect(screen.getByRole('heading', { level: 3, name: 'Durées de conservation' })).toBeInTheDocument();
    const periodOf = (data: string) => screen.getByText(data).nextElementSibling?.textContent;
    expect(periodOf('Candidatures non retenues')).toBe('deux ans au plus');
    expect(periodOf('Messages des formulaires de contact et demandes de visite')).toBe(
      `${retentionPeriods.contactAndTourRequests.text} après le dernier échange`,
    );
    expect(screen.getByText(/effacées automatiquement, fichiers joints compris/)).toBeInTheDocument();
    // Every purpose the site collects for is named, and so is each one's period.
    expect(
      screen.getByText(/réservation de places à une conférence ou inscription à la lettre/),
    ).toBeInTheDocument();
    expect(periodOf('Réservations de places aux conférences')).toBe(
      `${retentionPeriods.conferenceBookings.text} après la conférence`,
    );
    expect(periodOf('Demande de réservation jamais confirmée')).toMatch(/^24\sheures$/);
    expect(periodOf('Adresse inscrite à la lettre d’information')).toContain(
      `puis ${retentionPeriods.newsletterUnsubscribed.text} après le désabonnement`,
    );
    expect(periodOf('Inscription à la lettre jamais confirmée')).toMatch(/^7\sjours$/);
    expect(
      periodOf('Journal des mises en ligne du site (il nomme le poste ou la chaîne qui a préparé chacune)'),
    ).toBe(retentionPeriods.deploymentJournal.text);
    // Each term is a term of the list, its period the definition that follows it.
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toContain('Copies des courriels envoyés par le site');
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
