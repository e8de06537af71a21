// The editor's picture inbox over the shop's calls: the parent's uploads survive a failed fetch.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { UploadedImage } from '../../../contract/images';
import { getRecentImages } from '../../api/templates/get-recent-images';
import { createEditorPorts } from './ports';

vi.mock('../../api/templates/get-recent-images', () => ({ getRecentImages: vi.fn() }));
vi.mock('../../api/picture-sets/get-picture-sets', () => ({ getPictureSets: vi.fn(() => []) }));

const upload: UploadedImage = {
  uuid: 'own-photo-1',
  name: 'beach.jpg',
  width: 1200,
  height: 900,
  thumbnail: '/api/webshop/user/images/own-photo-1/thumbnail',
};

describe('the editor inbox', () => {
  it('keeps the uploads it showed when the recent images fail to load', async () => {
    const recent = vi.mocked(getRecentImages);
    recent.mockResolvedValueOnce([upload]).mockRejectedValueOnce(new Error('offline'));
    const ports = createEditorPorts({
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      measurer: {} as never,
      sets: [],
      setPictureUuids: new Set(),
      templates: new Map(),
      productUuid: 'product',
      lineUuid: null,
      onSaved: () => undefined,
      formatMoney: () => '',
    });
    expect((await ports.fetchPictures()).map((p) => p.uuid)).toEqual(['own-photo-1']);
    expect((await ports.fetchPictures()).map((p) => p.uuid)).toEqual(['own-photo-1']);
  });
});
