import { contactDetails } from './contact-details';

/**
 * schema.org data of the museum (https://schema.org/Museum): name, address, telephone, free entry and
 * opening hours (Tuesday to Sunday, 10:00–18:00; closed on Monday and from Christmas to New Year).
 */
export function museumStructuredData() {
  const { museumAddress } = contactDetails;
  return {
    '@context': 'https://schema.org',
    '@type': 'Museum',
    name: contactDetails.museumName,
    address: {
      '@type': 'PostalAddress',
      streetAddress: museumAddress.street,
      postalCode: museumAddress.postcode,
      addressLocality: museumAddress.city,
      addressCountry: 'FR',
    },
    geo: { '@type': 'GeoCoordinates', latitude: museumAddress.latitude, longitude: museumAddress.longitude },
    telephone: contactDetails.receptionPhone.dial,
    isAccessibleForFree: true,
    publicAccess: true,
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
          (day) => `https://schema.org/${day}`,
        ),
        opens: '10:00',
        closes: '18:00',
      },
    ],
  };
}
