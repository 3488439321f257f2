/** Member-features §9: "Image scales: 1x, 2x, 3x" — one file per screen density. */
const IMAGE_SCALES = [1, 2, 3] as const;

/** The largest `w` the Contentful Images API accepts (its reference: 1 to 4000 pixels). */
export const IMAGE_MAX_WIDTH_PX = 4000;

/** Query parameter of the Contentful Images API (and the sandbox's content service) for the width in pixels. */
export const IMAGE_WIDTH_PARAM = 'w';

/**
 * A content image's file URL asking for `widthPx` pixels across (the Images API's `?w=`). The URL keeps
 * its form (Contentful's are protocol-relative, `//images.ctfassets.net/...`) and any query it had.
 */
export function imageUrlAtWidth(url: string, widthPx: number): string {
  const width = Math.min(Math.max(1, Math.round(widthPx)), IMAGE_MAX_WIDTH_PX);
  const [withoutHash = url, hash] = url.split('#', 2);
  const separator = withoutHash.includes('?') ? '&' : '?';
  return `${withoutHash}${separator}${IMAGE_WIDTH_PARAM}=${width}${hash === undefined ? '' : `#${hash}`}`;
}

/**
 * The `src` (1x) and `srcset` (1x, 2x, 3x) of an image shown `cssWidth` CSS pixels wide: the browser
 * fetches only the file for its screen's density.
 */
export function scaledImageSources(url: string, cssWidth: number): { src: string; srcSet: string } {
  return {
    src: imageUrlAtWidth(url, cssWidth),
    srcSet: IMAGE_SCALES.map((scale) => `${imageUrlAtWidth(url, cssWidth * scale)} ${scale}x`).join(', '),
  };
}
