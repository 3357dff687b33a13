import { withBodyStart, withHeadTags } from '../document-splices';

const DOCUMENT =
  '<!DOCTYPE html><html lang="fr"><head><title>Page</title></head><body class="x"><main>…</main></body></html>';

it('adds tags at the end of the head, the markup written as it is', () => {
  expect(
    withHeadTags(DOCUMENT, '<meta name="robots" content="noindex"><style>a::after{content:"$&"}</style>'),
  ).toBe(
    '<!DOCTYPE html><html lang="fr"><head><title>Page</title><meta name="robots" content="noindex"><style>a::after{content:"$&"}</style></head><body class="x"><main>…</main></body></html>',
  );
});

it('puts markup first in the body, after its opening tag and attributes, and nowhere else', () => {
  const banner = '<div role="region">Aperçu $1</div>';
  expect(withBodyStart(DOCUMENT, banner)).toBe(
    `<!DOCTYPE html><html lang="fr"><head><title>Page</title></head><body class="x">${banner}<main>…</main></body></html>`,
  );
  expect(withBodyStart('<html><head></head><bodyguard></bodyguard><body>x</body></html>', '!')).toBe(
    '<html><head></head><bodyguard></bodyguard><body>!x</body></html>',
  );
});
