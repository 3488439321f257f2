import { scaledImageSources } from '@member/shared-contracts/content';

interface ScaledImageProps {
  /** The content image's file URL (a Contentful asset's `file.url`). */
  src: string;
  /** '' for a decorative image. */
  alt: string;
  /** How wide the image shows at most, in CSS pixels (its stylesheet's width): the 1x file's width. */
  width: number;
  className?: string;
  draggable?: boolean;
  /** 'high' for the image a page is for (its largest paint), 'low' for one loaded but not yet shown. */
  fetchPriority?: 'high' | 'low';
  /**
   * The file's own size in pixels (a Contentful asset's `file.details.image`). Gives the `height` that keeps
   * its aspect ratio at `width`, so the browser reserves the image's box before the file arrives and the text
   * below does not move when it does; a stylesheet's `height: auto` keeps it in proportion when narrower.
   */
  intrinsic?: { width: number; height: number };
}

/**
 * A content image at the three scales of member-features §9 ("1x, 2x, 3x"): `srcset` offers the file
 * sized for each screen density (the Images API's `?w=`), so a phone with a 3x screen gets a sharp image
 * and a 1x screen downloads no more than it shows.
 */
export function ScaledImage({ src, alt, width, className, draggable, fetchPriority, intrinsic }: ScaledImageProps) {
  const sources = scaledImageSources(src, width);
  const height = intrinsic && Math.round((width * intrinsic.height) / intrinsic.width);
  return <img className={className} src={sources.src} srcSet={sources.srcSet} alt={alt} width={width} height={height} decoding="async" draggable={draggable} fetchPriority={fetchPriority} />;
}
