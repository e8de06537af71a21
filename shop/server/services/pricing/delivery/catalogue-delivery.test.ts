import { describe, expect, it } from 'vitest';
import type { CatalogueDelivery } from './catalogue-delivery';
import { catalogueMaxDeliveryTime } from './catalogue-delivery';

describe('catalogueMaxDeliveryTime', () => {
  it.each<[CatalogueDelivery[], ReturnType<typeof catalogueMaxDeliveryTime>]>([
    [[], null],
    [[{ deliveryTimeDays: 30, lastPhotoDay: null }], { days: 30, lastPhotoDay: null }],
    [
      [
        { deliveryTimeDays: 30, lastPhotoDay: '2026-09-14' },
        { deliveryTimeDays: 45, lastPhotoDay: '2026-09-02' },
        { deliveryTimeDays: 10, lastPhotoDay: null },
      ],
      { days: 45, lastPhotoDay: '2026-09-14' },
    ],
  ])('%j', (catalogues, expected) => {
    expect(catalogueMaxDeliveryTime(catalogues)).toEqual(expected);
  });
});
