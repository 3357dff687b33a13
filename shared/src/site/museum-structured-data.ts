import type { SiteDetails } from '../content/site-details';

/**
 * schema.org data of the museum (https://schema.org/Museum): name, address, telephone, free entry and
 * opening hours (Tuesday to Sunday; closed on Monday and from Christmas to New Year), from the
 * published practical facts.
 */
export function museumStructuredData(details: SiteDetails) {
  const { museumAddress, openingHours } = details;
  return {
    '@context': 'https://schema.org',
    '@type': 'Museum',
    name: details.museumName,
    address: {
      '@type': 'PostalAddress',
      streetAddress: museumAddress.street,
      postalCode: museumAddress.postcode,
      addressLocality: museumAddress.city,
      addressCountry: 'FR',
    },
    geo: { '@type': 'GeoCoordinates', latitude: museumAddress.latitude, longitude: museumAddress.longitude },
    telephone: details.receptionPhone.dial,
    isAccessibleForFree: true,
    publicAccess: true,
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
          (day) => `https://schema.org/${day}`,
        ),
        opens: openingHours.opens,
        closes: openingHours.closes,
      },
    ],
  };
}
