// The pinch baseline a parent would know from other shops: react-easy-crop on the same picture,
// a CSS-transformed <img> that follows two fingers (no canvas). The bench drives it with the
// same two-finger script as the editor canvas.
import { useState } from 'react';
import Cropper, { type Point } from 'react-easy-crop';
import { createRoot } from 'react-dom/client';

function EasyCrop({ url }: { url: string }) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  return (
    <Cropper
      image={url}
      crop={crop}
      zoom={zoom}
      maxZoom={8}
      aspect={2 / 3}
      onCropChange={setCrop}
      onZoomChange={setZoom}
    />
  );
}

/** Mounts react-easy-crop on `url` and resolves once its picture has loaded. */
export async function mountEasyCrop(container: HTMLDivElement, url: string): Promise<() => void> {
  const host = document.createElement('div');
  host.style.cssText = 'position:relative;width:100%;height:100%';
  container.appendChild(host);
  const root = createRoot(host);
  root.render(<EasyCrop url={url} />);
  await new Promise<void>((resolve) => {
    const check = () => {
      const img = host.querySelector('img');
      if (img?.complete && img.naturalWidth > 0) resolve();
      else setTimeout(check, 20);
    };
    check();
  });
  return () => {
    root.unmount();
    host.remove();
  };
}
