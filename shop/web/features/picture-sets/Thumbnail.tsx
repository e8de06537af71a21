import { pictureUrl } from '../../../contract/picture-urls';
import type { Picture } from '../../../contract/picture-sets';
import { derivativeSize } from './rules';
import type { BackgroundChoice } from './useDefaultBackground';

/** A transparent pixel: the placeholder's own background shows through. */
const blank = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

interface Props {
  picture: Picture;
  /** Derivative size: 320 for the inbox and cards, 640 for the detail grid. */
  size: 320 | 640;
  alt: string;
  background: BackgroundChoice;
}

/** A picture derivative with its size reserved (no layout shift) and loaded lazily. */
export function Thumbnail({ picture, size, alt, background }: Props) {
  const { width, height } = derivativeSize(picture, size);
  if (picture.greenscreen && background.state === 'loading') {
    // Same box as the picture, so nothing moves when it arrives.
    return <img src={blank} width={width} height={height} alt="" aria-hidden="true" />;
  }
  const backgroundUuid =
    picture.greenscreen && background.state === 'ready' ? background.uuid : undefined;
  return (
    <img
      src={pictureUrl(picture.uuid, {
        size: String(size) as '320' | '640',
        ...(backgroundUuid ? { background: backgroundUuid } : {}),
      })}
      width={width}
      height={height}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
}
