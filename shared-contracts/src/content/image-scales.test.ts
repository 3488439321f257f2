import { scaledImageSources, imageUrlAtWidth } from './image-scales';

describe('image scales (features §9 "Image scales: 1x, 2x, 3x")', () => {
  it('asks the Images API for each density by width', () => {
    expect(scaledImageSources('//images.ctfassets.net/space/asset/id/slide.png', 256)).toEqual({
      src: '//images.ctfassets.net/space/asset/id/slide.png?w=256',
      srcSet:
        '//images.ctfassets.net/space/asset/id/slide.png?w=256 1x, //images.ctfassets.net/space/asset/id/slide.png?w=512 2x, //images.ctfassets.net/space/asset/id/slide.png?w=768 3x',
    });
  });

  it('keeps a query the URL already has, and stays within what the API accepts', () => {
    expect(imageUrlAtWidth('//host/files/a.svg?fm=png#top', 64)).toBe('//host/files/a.svg?fm=png&w=64#top');
    expect(imageUrlAtWidth('//host/files/a.svg', 9000)).toBe('//host/files/a.svg?w=4000');
    expect(imageUrlAtWidth('//host/files/a.svg', 0)).toBe('//host/files/a.svg?w=1');
  });
});
