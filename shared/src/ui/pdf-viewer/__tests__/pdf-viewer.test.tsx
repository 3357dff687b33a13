import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing';
import { ReadArticleButton } from '../read-article-button';
import { usePdfViewer } from '../use-pdf-viewer';

const article = { title: 'Dien Bien Phu', url: '/assets/documents/news/13-dien-bien-phu.pdf' };

function Page() {
  const { openDocument, viewer } = usePdfViewer();
  return (
    <>
      <ReadArticleButton document={article} onOpen={openDocument} />
      {viewer}
    </>
  );
}

const setWidth = (width: number) =>
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });

describe('PDF viewer', () => {
  afterEach(() => setWidth(1024));

  it('above 768 px: an overlay with the PDF and a Download link; scroll locked; Escape closes and gives the focus back', async () => {
    setWidth(1280);
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    const button = screen.getByRole('button', { name: "Lire l'article : Dien Bien Phu" });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Dien Bien Phu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByTitle('Article : Dien Bien Phu')).toHaveAttribute('src', article.url);
    const download = screen.getByRole('link', { name: 'Télécharger le PDF' });
    expect(download).toHaveAttribute('href', article.url);
    expect(download).toHaveAttribute('download');
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(button).toHaveFocus();
  });

  it('the close button and the backdrop close it too', async () => {
    setWidth(1280);
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: /Lire l'article/ }));
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Lire l'article/ }));
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('at 768 px or less: the PDF opens in a new tab, no overlay', async () => {
    setWidth(768);
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: /Lire l'article/ }));
    expect(open).toHaveBeenCalledWith(article.url, '_blank', 'noopener');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
