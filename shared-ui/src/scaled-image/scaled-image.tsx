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
}

/**
 * A content image at the three scales of member-features §9 ("1x, 2x, 3x"): `srcset` offers the file
 * sized for each screen density (the Images API's `?w=`), so a phone with a 3x screen gets a sharp image
 * and a 1x screen downloads no more than it shows.
 */
export function ScaledImage({ src, alt, width, className, draggable, fetchPriority }: ScaledImageProps) {
  const sources = scaledImageSources(src, width);
  return <img className={className} src={sources.src} srcSet={sources.srcSet} alt={alt} width={width} decoding="async" draggable={draggable} fetchPriority={fetchPriority} />;
}
