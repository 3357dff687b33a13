import { act, render } from '@testing-library/react';
import { Suspense } from 'react';
import { readContentFolder } from '../files';
import {
  CONTENT_ELEMENT_ID,
  forgetContent,
  knownCollection,
  loadCollection,
  publishContent,
  publishPageContent,
  renderWithContent,
  serializePageContent,
} from '../store';
import { useContent } from '../../ui/content';
import path from 'node:path';

const repository = readContentFolder(path.resolve(__dirname, '..', '..', '..', '..', 'content'));

/** What the server answers, as fetch resolves it. */
const answer = (status: number, body: unknown = null) => ({
  ok: status < 400,
  status,
  json: async () => body,
});
const fetched = jest.fn();
globalThis.fetch = fetched as unknown as typeof fetch;

afterEach(() => {
  document.getElementById(CONTENT_ELEMENT_ID)?.remove();
  fetched.mockReset();
  forgetContent();
  publishContent(repository, null);
});

function NewsCount() {
  return <p>{useContent('news').length} actualités</p>;
}

describe('a pre-rendered page’s content', () => {
  it('is read from its JSON block before hydration, and only the collections it carries are known', () => {
    forgetContent();
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = CONTENT_ELEMENT_ID;
    block.textContent = serializePageContent({ practical: repository.practical });
    document.body.append(block);
    expect(publishPageContent('v7')).toBe(true);
    expect(knownCollection('practical')).toEqual(repository.practical);
    expect(knownCollection('news')).toBeUndefined();
  });

  it('cannot close its script element, whatever an editor typed', () => {
    const text = serializePageContent({
      practical: { ...repository.practical, city: '</script><script>alert(1)' },
    });
    expect(text).not.toContain('</script');
    expect(JSON.parse(text).practical.city).toBe('</script><script>alert(1)');
  });

  it('is reported missing when the page carries none or an unreadable one', () => {
    forgetContent();
    expect(publishPageContent(null)).toBe(false);
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = CONTENT_ELEMENT_ID;
    block.textContent = '{pas du JSON';
    document.body.append(block);
    expect(publishPageContent(null)).toBe(false);
  });
});

describe('a collection the page was not rendered with', () => {
  it('is fetched once from the live release, the page waiting meanwhile', async () => {
    forgetContent();
    publishContent({}, 'v7');
    let respond: (value: unknown) => void = () => undefined;
    fetched.mockReturnValue(new Promise((resolve) => (respond = resolve)));
    // React 19 retries a suspended render inside an awaited act() only.
    const { container } = await act(async () =>
      render(
        <Suspense fallback={<p>Chargement…</p>}>
          <NewsCount />
        </Suspense>,
      ),
    );
    expect(container).toHaveTextContent('Chargement…');
    await act(async () => respond(answer(200, repository.news)));
    expect(container).toHaveTextContent(`${repository.news.length} actualités`);
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(fetched).toHaveBeenCalledWith('/content/v7/news.json');
  });

  it('is asked again after a failed fetch', async () => {
    forgetContent();
    fetched.mockResolvedValueOnce(answer(503)).mockResolvedValueOnce(answer(200, repository.archives));
    await expect(loadCollection('archives')).rejects.toThrow('contenu « archives » indisponible (503)');
    await expect(loadCollection('archives')).resolves.toEqual(repository.archives);
    expect(fetched).toHaveBeenNthCalledWith(1, '/content/repo/archives.json');
  });

  it('fails a pre-render at once, naming the collection, instead of fetching', () => {
    renderWithContent({ practical: repository.practical });
    expect(() => loadCollection('news')).toThrow('la collection « news » manque à la page');
    expect(fetched).not.toHaveBeenCalled();
  });
});
