import { PREVIEW_BOX, previewWebpSrcset } from '../../../contract/template-previews';

// The grid's card width (2, 3, 4 columns; page padding, gaps and the image's own padding): the
// phone takes the WebP that fills it at its pixel ratio, not the 400 px PNG.
const SIZES = '(min-width: 960px) 240px, (min-width: 600px) calc(33vw - 40px), calc(50vw - 38px)';

/**
 * A template's preview in the list grid: WebP at the size shown, the PNG for browsers without
 * WebP. The lead preview (the page's largest paint) loads at once, the others when near.
 */
export function TemplatePreview({ large, lead }: { large: string; lead: boolean }) {
  const webp = previewWebpSrcset(large);
  // width/height give the box's aspect before the image arrives (the box is sized in CSS too);
  // loading comes before src, or some browsers start the download first.
  const img = (
    <img
      {...(lead ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      width={PREVIEW_BOX.width}
      height={PREVIEW_BOX.height}
      alt=""
      src={large}
    />
  );
  if (!webp) return img;
  return (
    <picture>
      <source type="image/webp" srcSet={webp} sizes={SIZES} />
      {img}
    </picture>
  );
}
