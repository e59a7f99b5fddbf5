import type { ComponentProps } from 'react';
import { preload } from 'react-dom';
import { styled } from '@mui/material/styles';
import { responsiveImage } from '@marketplace/shared-dto';
import { assetUrl } from '@marketplace/shared-ui';

/**
 * An <img> that takes `sx` and keeps width and height as HTML attributes (Box would turn them into CSS),
 * so the browser reserves the picture's box before it loads.
 */
export const Img = styled('img')({});

/**
 * `lcp`: the page's largest picture, fetched at once and first; `eager`: above the fold (the logo);
 * `lazy`: fetched when it nears the viewport.
 */
export type PictureLoad = 'lcp' | 'eager' | 'lazy';

type PictureProps = Omit<ComponentProps<typeof Img>, 'src' | 'srcSet' | 'sizes' | 'loading' | 'fetchPriority'> & {
  src: string | null | undefined;
  alt: string;
  /** What the picture occupies at each viewport (see IMAGE_SIZES in shared-dto). */
  sizes: string;
  /** Used for a picture whose URL does not name its size (then there are no variants either). */
  width: number;
  height: number;
  /** Default `lazy`. */
  load?: PictureLoad;
};

/**
 * A stored picture as <picture>: its AVIF and WebP variants with `srcset` and `sizes`, the original as
 * the fallback, and its own width and height as attributes. A URL without variants is a plain <img>.
 * The <picture> box is `display: contents`, so the <img> sizes itself against the parent as before.
 */
export function Picture({ src, sizes, width, height, load = 'lazy', ...rest }: PictureProps) {
  const url = assetUrl(src);
  const image = responsiveImage(url);
  const img = (
    <Img src={url} width={image?.width ?? width} height={image?.height ?? height}
      loading={load === 'lazy' ? 'lazy' : 'eager'} fetchPriority={load === 'lcp' ? 'high' : 'auto'} {...rest} />
  );
  if (!image) return img;
  return (
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={image.srcset.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.srcset.webp} sizes={sizes} />
      {img}
    </picture>
  );
}

/**
 * Starts fetching the page's LCP picture while React renders: the AVIF candidate the <picture> with the
 * same `sizes` will pick (the server's HTML carries the same link for the home and event pages).
 */
export function preloadPicture(src: string | null | undefined, sizes: string) {
  const url = assetUrl(src);
  // on the server the page's head already carries the link (api/src/modules/seo), once
  if (!url || typeof document === 'undefined') return;
  const image = responsiveImage(url);
  preload(url, image
    ? { as: 'image', fetchPriority: 'high', type: 'image/avif', imageSrcSet: image.srcset.avif, imageSizes: sizes }
    : { as: 'image', fetchPriority: 'high' });
}
