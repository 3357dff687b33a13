// npm run generate:dial-codes -w @mtdm/shared: writes src/contracts/dial-codes/dial-codes.en.json, the English name
// of each country of src/contracts/dial-codes/dial-codes.json in the same order (the visit in English lists them in
// English; French pages do not download them), found through its ISO region code with the names of
// Node's ICU, a few written as people say them.
import fs from 'node:fs';

const file = new URL('../src/contracts/dial-codes/dial-codes.json', import.meta.url);
const englishFile = new URL('../src/contracts/dial-codes/dial-codes.en.json', import.meta.url);
const french = new Intl.DisplayNames(['fr'], { type: 'region' });
const english = new Intl.DisplayNames(['en-GB'], { type: 'region' });

/** The French names of the list that ICU writes otherwise. */
const REGION_OF = {
  'Birmanie (Myanmar)': 'MM',
  'Bonaire, Saint-Eustache et Saba': 'BQ',
  Congo: 'CG',
  'Congo (République démocratique du)': 'CD',
  Guyane: 'GF',
  'Hong Kong': 'HK',
  'Île Maurice': 'MU',
  Kirghizistan: 'KG',
  Macao: 'MO',
  Palestine: 'PS',
  'République tchèque': 'CZ',
  'Saint-Siège (Vatican)': 'VA',
  'Saint-Vincent-et-les-Grenadines': 'VC',
  'Sint Maarten': 'SX',
};
/** English names as people say them rather than as ICU writes them. */
const SAID = {
  CG: 'Congo',
  CD: 'Democratic Republic of the Congo',
  HK: 'Hong Kong',
  MO: 'Macao',
  PS: 'Palestine',
  VA: 'Vatican City',
};

const regionByFrenchName = new Map();
for (let first = 65; first <= 90; first += 1)
  for (let second = 65; second <= 90; second += 1) {
    const code = String.fromCharCode(first, second);
    const name = french.of(code);
    if (name && name !== code) regionByFrenchName.set(name.toLowerCase(), code);
  }

const names = JSON.parse(fs.readFileSync(file, 'utf8')).map(([country]) => {
  const region = REGION_OF[country] ?? regionByFrenchName.get(country.toLowerCase());
  if (!region) throw new Error(`pays sans code de région : ${country}`);
  return SAID[region] ?? english.of(region);
});
fs.writeFileSync(englishFile, `${JSON.stringify(names, null, 2)}\n`);
console.log(`indicatifs : ${names.length} pays, nommés en anglais`);
