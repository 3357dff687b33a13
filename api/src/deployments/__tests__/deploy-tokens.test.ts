import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { checkDeployToken, liveDeployTokens, loadDeployTokens, tokenMessages } from '../deploy-tokens';

const shop = 's'.repeat(40);
const museum = 'm'.repeat(40);

it('reads one token per module from the environment and more from a file', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-tokens-')), 'tokens.json');
  fs.writeFileSync(
    file,
    JSON.stringify([{ name: 'équipe contenu du musée', module: 'mfe-museum', token: museum }]),
  );
  const tokens = loadDeployTokens({ DEPLOY_TOKEN_MFE_SHOP: shop, DEPLOY_TOKENS_FILE: file });
  expect(tokens.map(({ name, module }) => [name, module])).toEqual([
    ['DEPLOY_TOKEN_MFE_SHOP', 'mfe-shop'],
    ['équipe contenu du musée', 'mfe-museum'],
  ]);
  // Only digests are kept.
  expect(JSON.stringify(tokens)).not.toContain(shop);
});

it('refuses to start with a short token, an unknown module or an unreadable file', () => {
  expect(() => loadDeployTokens({ DEPLOY_TOKEN_MFE_SHOP: 'court' })).toThrow(/32 caractères au moins/);
  expect(() => loadDeployTokens({ DEPLOY_TOKENS_FILE: '/nulle/part.json' })).toThrow(/illisible/);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-tokens-')), 'tokens.json');
  fs.writeFileSync(file, JSON.stringify([{ name: 'x', module: 'mfe-inconnu', token: shop }]));
  expect(() => loadDeployTokens({ DEPLOY_TOKENS_FILE: file })).toThrow(/module inconnu/);
});

it('lets a token deploy its own module only', () => {
  const tokens = loadDeployTokens({ DEPLOY_TOKEN_MFE_SHOP: shop, DEPLOY_TOKEN_MFE_MUSEUM: museum });
  expect(checkDeployToken(tokens, `Bearer ${shop}`, 'mfe-shop')).toEqual({
    ok: true,
    name: 'DEPLOY_TOKEN_MFE_SHOP',
  });
  expect(checkDeployToken(tokens, `Bearer ${museum}`, 'mfe-shop')).toEqual({
    ok: false,
    status: 403,
    message: tokenMessages.otherModule('mfe-shop'),
  });
  for (const header of [undefined, '', `Basic ${shop}`, `Bearer ${shop}x`, `Bearer ${'s'.repeat(39)}`])
    expect(checkDeployToken(tokens, header, 'mfe-shop')).toEqual({
      ok: false,
      status: 401,
      message: tokenMessages.missing,
    });
});

it('reads the association’s file again when it changes: a team added or taken away, no restart', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-tokens-')), 'tokens.json');
  const newTeam = 'n'.repeat(43);
  // The line npm run deploy-token writes: the digest, never the token.
  const line = {
    name: 'équipe des expositions',
    module: 'mfe-museum',
    digest: `sha256:${createHash('sha256').update(newTeam, 'utf8').digest('hex')}`,
  };
  fs.writeFileSync(file, '[]');
  const warnings: string[] = [];
  const tokens = liveDeployTokens({ DEPLOY_TOKEN_MFE_SHOP: shop, DEPLOY_TOKENS_FILE: file }, (message) =>
    warnings.push(message),
  );
  expect(checkDeployToken(tokens(), `Bearer ${newTeam}`, 'mfe-museum').ok).toBe(false);
  fs.writeFileSync(file, JSON.stringify([line]));
  expect(checkDeployToken(tokens(), `Bearer ${newTeam}`, 'mfe-museum')).toEqual({
    ok: true,
    name: 'équipe des expositions',
  });
  // A typo in the file keeps the tokens it had, and says so.
  fs.writeFileSync(file, '[{ "name": "x", "module": "mfe-museum", "digest": "pas-une-empreinte" }, ]');
  expect(checkDeployToken(tokens(), `Bearer ${newTeam}`, 'mfe-museum').ok).toBe(true);
  expect(warnings).toEqual([expect.stringMatching(/les jetons d’avant restent valables/)]);
  // Taken away: refused at once; the variables' tokens stay.
  fs.writeFileSync(file, JSON.stringify([]));
  expect(checkDeployToken(tokens(), `Bearer ${newTeam}`, 'mfe-museum').ok).toBe(false);
  expect(checkDeployToken(tokens(), `Bearer ${shop}`, 'mfe-shop').ok).toBe(true);
});
