import { associationSchema, newsItemSchema } from '../schemas';
import { readContentFolder } from '../files';
import path from 'node:path';

const REPOSITORY_CONTENT = path.join(__dirname, '../../../../content');
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('a content file is read as hostile until checked', () => {
  // An entry as its file writes it (the folder adds its id).
  const { id: _id, ...news } = readContentFolder(REPOSITORY_CONTENT).news[0]!;

  it('refuses a text holding a control character or a mark that reverses the writing', () => {
    expect(newsItemSchema.safeParse(news).success).toBe(true);
    for (const hidden of ['\u202e', '\u2066', '\u0007', '\u007f'])
      expect(messagesOf(newsItemSchema.safeParse({ ...news, title: `Conférence ${hidden}finale` }))).toEqual([
        'ce texte contient un caractère invisible, ou qui inverse le sens de l’écriture\u00a0: retirez-le',
      ]);
    // Paragraphs and a name written right to left are text.
    expect(newsItemSchema.safeParse({ ...news, title: 'Conférence : عبد القادر' }).success).toBe(true);
  });

  it('publishes an address only as a plain one, which a mail link reads as nothing more', () => {
    const published = (emailMuseum: string) => associationSchema.shape.emailMuseum.safeParse(emailMuseum);
    expect(published('accueil@musee-troupes-marine.fr').success).toBe(true);
    expect(published('accueil@musée-troupes-marine.fr').success).toBe(true);
    for (const address of [
      'accueil@musee.fr?cc=autre%40ailleurs.fr',
      'accueil@musee.fr&bcc=x',
      'accueil@musee.fr,autre@ailleurs.fr',
      'accueil@musee.fr\u202e',
    ])
      expect([address, published(address).success]).toEqual([address, false]);
  });
});
