import { describe, expect, it } from 'vitest';
import { previewWebpSrcset, previewWebpUrl } from './template-previews';

describe('template preview WebP addresses', () => {
  const large = '/templates/all/7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0001/1/preview.png';

  it('puts the WebP beside the PNG, one per width', () => {
    expect(previewWebpUrl(large, 320)).toBe(
      '/templates/all/7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0001/1/preview.webp?w=320',
    );
    expect(previewWebpSrcset(large)).toBe(
      [200, 320, 400]
        .map(
          (w) => `/templates/all/7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0001/1/preview.webp?w=${w} ${w}w`,
        )
        .join(', '),
    );
  });

  it('has none for previews that are not a template version preview PNG', () => {
    expect(previewWebpUrl('/templates/all/x/1/art/photo.png', 200)).toBeNull();
    expect(previewWebpSrcset('https://cdn.example/preview.jpg')).toBeNull();
  });
});
