import { render, screen } from '@testing-library/react';
import { ScaledImage } from './scaled-image';

it('offers the image at 1x, 2x and 3x of the width it shows at', () => {
  render(<ScaledImage src="//images.ctfassets.net/s/a/u/agent.png" alt="Alex Rivera" width={28} />);
  const image = screen.getByRole('img', { name: 'Alex Rivera' });
  expect(image).toHaveAttribute('src', '//images.ctfassets.net/s/a/u/agent.png?w=28');
  expect(image).toHaveAttribute('srcset', '//images.ctfassets.net/s/a/u/agent.png?w=28 1x, //images.ctfassets.net/s/a/u/agent.png?w=56 2x, //images.ctfassets.net/s/a/u/agent.png?w=84 3x');
  expect(image).toHaveAttribute('width', '28');
});

it('passes a fetch priority to the browser only when given one', () => {
  render(
    <>
      <ScaledImage src="//images.ctfassets.net/s/a/u/slide.png" alt="Shown first" width={256} fetchPriority="high" />
      <ScaledImage src="//images.ctfassets.net/s/a/u/agent.png" alt="Alex Rivera" width={28} />
    </>,
  );
  expect(screen.getByRole('img', { name: 'Shown first' })).toHaveAttribute('fetchpriority', 'high');
  expect(screen.getByRole('img', { name: 'Alex Rivera' })).not.toHaveAttribute('fetchpriority');
});

it("reserves the image's box at the file's own aspect ratio when given its size, and leaves the height to the file without it", () => {
  render(
    <>
      <ScaledImage src="//images.ctfassets.net/s/a/u/slide.png" alt="Four by three" width={256} intrinsic={{ width: 640, height: 480 }} />
      <ScaledImage src="//images.ctfassets.net/s/a/u/tall.png" alt="Tall" width={100} intrinsic={{ width: 300, height: 1001 }} />
      <ScaledImage src="//images.ctfassets.net/s/a/u/agent.png" alt="Alex Rivera" width={28} />
    </>,
  );
  expect(screen.getByRole('img', { name: 'Four by three' })).toHaveAttribute('height', '192');
  expect(screen.getByRole('img', { name: 'Tall' })).toHaveAttribute('height', '334');
  expect(screen.getByRole('img', { name: 'Alex Rivera' })).not.toHaveAttribute('height');
});
