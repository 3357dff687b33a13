import { crc32 } from 'node:zlib';
import { readContentFolder } from '@mtdm/shared/content/files';
import { REPOSITORY_CONTENT, testContentFolder } from './content-folder';

const { products } = readContentFolder(REPOSITORY_CONTENT);

export const contactPayloads = {
  chetom: {
    'first-name': 'Jeanne',
    'last-name': 'Martin',
    email: 'jeanne.martin@example.com',
    'vous-etes': 'A',
    message: 'Je recherche des archives sur le 3e RIMa.',
  },
  museum: {
    'first-name': 'Paul',
    'last-name': 'Durand',
    email: 'paul.durand@example.com',
    'phone-prefix': '+33',
    phone: '612345678',
    'vous-etes': 'Un groupe',
    message: 'Bonjour, quels sont vos horaires ?',
  },
  association: {
    'first-name': 'Luc',
    'last-name': 'Bernard',
    email: 'luc.bernard@example.com',
    'phone-prefix': '+33',
    phone: '698765432',
    message: 'Je souhaite commander plusieurs casques.',
  },
} as const;

export const contactPaths = {
  chetom: '/api/formulairechetom.php',
  museum: '/api/formulairemusee.php',
  association: '/api/formulaireassociation.php',
} as const;

const product = (id: string) => {
  const found = products.find((item) => item.id === id);
  if (!found) throw new Error(`produit absent du catalogue : ${id}`);
  return found;
};

/** A cart line as the shop keeps it in sessionStorage. */
export const cartLine = (id: string, quantity = 1, selectedSize: string | null = null) => ({
  ...product(id),
  quantity,
  selectedSize,
});

const customer = {
  firstName: 'Marie',
  lastName: 'Lefèvre',
  email: 'marie.lefevre@example.com',
  address: '12 rue de la Garonne',
  city: 'Fréjus',
  postcode: '83600',
};

/** createShopPayment payload for a cart: amount and shipping as the shop computes them. */
export function shopPayload(
  lines: ReturnType<typeof cartLine>[],
  amount: number,
  shippingCost: number,
  customerId = 'customer_1700000000000_42',
) {
  return {
    ...customer,
    mobileNumber: '+33612345678',
    amount,
    customer_id: customerId,
    cart: JSON.stringify(lines),
    shippingCost,
    cartDetails: lines.map((line) => ({
      title: line.name,
      price: line.price,
      quantity: line.quantity,
      image: line.image,
    })),
  };
}

export function membershipPayload(overrides: Record<string, unknown> = {}) {
  return {
    ...customer,
    mobileNumber: '+33612345678',
    amount: 30,
    customer_id: 'adherent_1700000000000_7',
    membershipType: 'individual',
    donationAmount: 10,
    birthDate: '1960-05-12',
    birthPlace: 'Toulon',
    status: 'military',
    grade: 'Adjudant-chef',
    arm: 'Infanterie de marine',
    activityStatus: 'retired',
    cart: [],
    ...overrides,
  };
}

export function donationPayload(overrides: Record<string, unknown> = {}) {
  return {
    ...customer,
    mobileNumber: '+33612345678',
    amount: 60,
    customer_id: 'don_1700000000000_123',
    donationAmount: 60,
    birthDate: '1975-02-03',
    birthPlace: 'Lyon',
    status: 'particulier',
    cart: [],
    ...overrides,
  };
}

export const tourForm = {
  'first-name': 'Claire',
  'last-name': 'Petit',
  email: 'claire.petit@example.com',
  'phone-prefix': '+33',
  phone: '611223344',
  date: '2027-05-20',
  time: '14:30',
  'group-size': '25',
  'special-requests': 'Deux personnes en fauteuil roulant.',
};

export const urlencoded = (values: Record<string, string>) => new URLSearchParams(values).toString();

/**
 * Minimal files of each accepted format, built by hand (magic bytes; a zip's entries, stored, and its
 * central directory, which word processors read).
 */
export function zip(entries: { name: string; data: string }[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(crc32(data), 14);
    header.writeUInt32LE(Buffer.byteLength(data), 18);
    header.writeUInt32LE(Buffer.byteLength(data), 22);
    header.writeUInt16LE(Buffer.byteLength(name), 26);
    const local = Buffer.concat([header, Buffer.from(name), Buffer.from(data)]);
    const listed = Buffer.alloc(46);
    listed.writeUInt32LE(0x02014b50, 0);
    listed.writeUInt16LE(20, 4);
    listed.writeUInt16LE(20, 6);
    listed.writeUInt32LE(crc32(data), 16);
    listed.writeUInt32LE(Buffer.byteLength(data), 20);
    listed.writeUInt32LE(Buffer.byteLength(data), 24);
    listed.writeUInt16LE(Buffer.byteLength(name), 28);
    listed.writeUInt32LE(offset, 42);
    locals.push(local);
    directory.push(Buffer.concat([listed, Buffer.from(name)]));
    offset += local.length;
  }
  const listing = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(listing.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, listing, end]);
}

export const documents = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
  doc: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
  docx: zip([
    { name: '[Content_Types].xml', data: '<Types/>' },
    { name: 'word/document.xml', data: '<w:document/>' },
  ]),
  odt: zip([
    { name: 'mimetype', data: 'application/vnd.oasis.opendocument.text' },
    { name: 'content.xml', data: '<office:document-content/>' },
  ]),
  /** A zip that is neither (e.g. a spreadsheet renamed .docx). */
  otherZip: zip([{ name: 'xl/workbook.xml', data: '<workbook/>' }]),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
  html: Buffer.from('<!doctype html><script>alert(1)</script>'),
};

/** The text fields of a complete job application (jobApplication). */
export const applicationFields = {
  'first-name': 'Hélène',
  'last-name': 'Roux',
  email: 'helene.roux@example.com',
  phone: '0612345678',
  'cover-letter': 'Passionnée d’histoire militaire, je souhaite rejoindre l’équipe du musée.',
};

/**
 * A complete job application as the browser sends it: its fields and a PDF résumé, named as applicants
 * name theirs (« CV Hélène Roux.pdf »).
 */
export function applicationForm(fields: Record<string, string> = applicationFields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(
    'resume',
    new Blob([new Uint8Array(documents.pdf)]),
    `CV ${fields['first-name']} ${fields['last-name']}.pdf`,
  );
  return form;
}

/** The details a tax receipt needs, as the association fills them in content/association.json. */
export const configuredAssociation = {
  object: 'Soutenir le musée et faire connaître l’histoire des troupes de marine',
  registeredAddress: 'Musée des Troupes de Marine, route de Bagnols-en-Forêt, 83600 Fréjus',
  signatoryName: 'Jean Dupont',
  signatoryRole: 'Trésorier',
} as const;

/** The association's name as receipts give it. */
export const issuerName = 'Association des amis du Musée des Troupes de Marine (AAMTDM)';

/** A server whose published content gives every detail receipts need: no more specimens. */
export const configuredIssuerEnv = () => ({ CONTENT_DIR: testContentFolder(configuredAssociation) });
