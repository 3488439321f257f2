import { IMAGE_MAX_WIDTH_PX, IMAGE_WIDTH_PARAM } from '@member/shared-contracts/content';
import { badRequest } from './contentful-error';

/**
 * The Images API's `w` (member-features §9 image scales): absent, or a whole number of pixels from 1 to
 * 4000; anything else is refused with 400, as the Images API refuses it.
 */
export function readImageWidth(query: Record<string, unknown>): number | null {
  const raw = query[IMAGE_WIDTH_PARAM];
  if (raw === undefined) return null;
  const width = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(width >= 1 && width <= IMAGE_MAX_WIDTH_PX)) {
    throw badRequest(`The ${IMAGE_WIDTH_PARAM} parameter must be a whole number of pixels from 1 to ${IMAGE_MAX_WIDTH_PX}.`);
  }
  return width;
}

/**
 * The seeded illustrations are SVG: "resizing" one is giving its root element the asked width and the
 * height its view box keeps in proportion, so each scale of the `srcset` is a file of its own size.
 */
export function svgAtWidth(svg: string, width: number): string {
  return svg.replace(/<svg\b[^>]*>/, (root) => {
    const viewBox = /viewBox="[\d.]+ [\d.]+ ([\d.]+) ([\d.]+)"/.exec(root);
    const height = viewBox ? Math.round((width * Number(viewBox[2])) / Number(viewBox[1])) : width;
    return root.replace(/\swidth="[^"]*"/, ` width="${width}"`).replace(/\sheight="[^"]*"/, ` height="${height}"`);
  });
}
