import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing';
import { CaptionedVideo } from '../captioned-video';
import { silentClip } from '../silent-clip';

const clip = silentClip({
  src: '/assets/clip.0a1b2c3d.mp4',
  poster: '/assets/clip-poster.0a1b2c3d.webp',
  captions: '/assets/clip.fr.0a1b2c3d.vtt',
  title: 'Le musée en trois images (10 secondes, sans son)',
});

const playLink = () => screen.getByRole('link', { name: `Lire la vidéo : ${clip.title}` });

it('shows the poster and a link to the file until the visitor asks for the video', () => {
  const { container } = renderWithProviders(<CaptionedVideo video={clip} caption="Le musée vu du jardin." />);
  expect(playLink()).toHaveAttribute('href', clip.src);
  expect(container.querySelector('img')).toHaveAttribute('src', clip.poster);
  // Nothing of the player yet: no controls to build, no captions file to fetch.
  expect(container.querySelector('video')).toBeNull();
  expect(screen.getByText('Le musée vu du jardin.').tagName).toBe('FIGCAPTION');
});

it('opens the player with French captions shown, playing and focused, from the keyboard too', async () => {
  const { container } = renderWithProviders(<CaptionedVideo video={clip} />);
  playLink().focus();
  await userEvent.keyboard('{Enter}');
  const video = container.querySelector('video') as HTMLVideoElement;
  expect(video).toHaveAttribute('aria-label', clip.title);
  expect(video).toHaveAttribute('controls');
  expect(video.autoplay).toBe(true);
  expect(video.querySelector('source')).toHaveAttribute('src', clip.src);
  const track = video.querySelector('track');
  expect(track).toHaveAttribute('kind', 'captions');
  expect(track).toHaveAttribute('srclang', 'fr');
  expect(track).toHaveAttribute('default');
  expect(video).toHaveFocus();
  expect(screen.queryByRole('link', { name: /^Lire la vidéo/ })).toBeNull();
});

it('leaves a click with a modifier to the browser (new tab, download)', () => {
  const { container } = renderWithProviders(<CaptionedVideo video={clip} />);
  for (const modifier of [
    { ctrlKey: true },
    { metaKey: true },
    { shiftKey: true },
    { altKey: true },
    { button: 1 },
  ]) {
    const notHandled = fireEvent.click(playLink(), modifier);
    expect(notHandled).toBe(true);
    expect(container.querySelector('video')).toBeNull();
  }
});
