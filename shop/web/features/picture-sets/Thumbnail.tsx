import { pictureUrl } from '../../../contract/picture-sets';
import type { Picture } from '../../../contract/picture-sets';
import { derivativeSize } from './rules';

interface Props {
  picture: Picture;
  /** Derivative size: 320 for the inbox and cards, 640 for the detail grid. */
  size: 320 | 640;
  alt: string;
}

/** A picture derivative with its size reserved (no layout shift) and loaded lazily. */
export function Thumbnail({ picture, size, alt }: Props) {
  const { width, height } = derivativeSize(picture, size);
  return (
    <img
      src={pictureUrl(picture.uuid, { size: String(size) as '320' | '640' })}
      width={width}
      height={height}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
}
