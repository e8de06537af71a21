import { describe, expect, it } from 'vitest';
import { createInstance } from '../instance/create';
import { instanceFromTemplateData, toTemplateData } from '../instance/templateData';
import { card } from '../testing/templates';
import { group, picture, tall } from '../testing/pictures';
import { applied, refused } from '../testing/results';
import { PICTURE_NOT_ALLOWED, SLOT_LOCKED } from '../rules/placement';
import type { PlacedImage, TemplateInstance } from '../types';
import { zoomCrop } from './crop';
import { NO_PICTURE, noImageField } from './targets';
import {
  BACKGROUND_OFF,
  nextRotation,
  NO_SLOT_FOR_PICTURE,
  NOT_GREENSCREEN,
  placePicture,
  replaceAll,
  rotatePicture,
  setBackground,
  setEffect,
  unknownEffect,
} from './picture';
import type { Effect } from '../types';

const tpl = card();
const fresh = () => createInstance(tpl, { currentYear: 2026 });
const imageOf = (i: TemplateInstance, id: string): PlacedImage | null => {
  const v = i.resources[id];
  return v?.type === 'IMAGE' ? v.image : null;
};
const placed = (p = picture()) => applied(placePicture(tpl, fresh(), 'front/photo', p));

describe('placePicture', () => {
  it('places a picture with a centred cover-fit crop and marks the instance dirty', () => {
    const result = placePicture(tpl, fresh(), 'front/photo', picture());
    const instance = applied(result);
    expect(imageOf(instance, 'front/photo')).toEqual({
      uuid: 'pic-1',
      width: 3000,
      height: 2000,
      pictureType: 'IP',
      rotation: 0,
      cropRect: { x: 500, y: 0, width: 2000, height: 2000 },
      overrideEffect: 'original',
      background: null,
      greenscreen: false,
    });
    expect(instance.dirty).toBe(true);
    expect(result.ok && result.patches.map((p) => p.path.join('/'))).toEqual([
      'resources/front/photo',
      'dirty',
    ]);
  });

  it("starts from the picture's own rotation", () => {
    const image = imageOf(placed(picture({ rotation: 90 })), 'front/photo');
    expect(image).toMatchObject({
      rotation: 90,
      cropRect: { x: 0, y: 500, width: 2000, height: 2000 },
    });
  });

  it('resets crop, rotation, effect and background for a new picture', () => {
    let i = placed(picture({ greenscreen: true }));
    i = applied(rotatePicture(tpl, i, 'front/photo'));
    i = applied(setEffect(tpl, i, 'front/photo', 'sepia'));
    i = applied(setBackground(tpl, i, 'front/photo', 'bg-1'));
    i = applied(placePicture(tpl, i, 'front/photo', tall()));
    expect(imageOf(i, 'front/photo')).toMatchObject({
      uuid: 'pic-tall',
      rotation: 0,
      cropRect: { x: 0, y: 500, width: 2000, height: 2000 },
      overrideEffect: 'original',
      background: null,
    });
  });

  it('puts a green-screen picture on its default background, never on raw green', () => {
    const green = picture({ greenscreen: true, defaultBackground: 'bg-default' });
    expect(imageOf(placed(green), 'front/photo')!.background).toBe('bg-default');
    // Chosen on purpose, "No background" stays until the next placement.
    const none = applied(setBackground(tpl, placed(green), 'front/photo', null));
    expect(imageOf(none, 'front/photo')!.background).toBeNull();
    const again = applied(placePicture(tpl, none, 'front/photo', green));
    expect(imageOf(again, 'front/photo')!.background).toBe('bg-default');
  });

  it('keeps raw pictures where the field allows no background, or the picture is not green', () => {
    const inGroup = applied(
      placePicture(
        tpl,
        fresh(),
        'inside/group',
        group({ greenscreen: true, defaultBackground: 'bg-default' }),
      ),
    );
    expect(imageOf(inGroup, 'inside/group')!.background).toBeNull();
    const plain = placed(picture({ greenscreen: false, defaultBackground: 'bg-default' }));
    expect(imageOf(plain, 'front/photo')!.background).toBeNull();
  });

  it('resets the crop when the same picture is selected again', () => {
    let i = applied(zoomCrop(tpl, placed(), 'front/photo', 2));
    i = applied(setEffect(tpl, i, 'front/photo', 'bw'));
    const again = applied(placePicture(tpl, i, 'front/photo', picture()));
    expect(imageOf(again, 'front/photo')).toEqual(imageOf(placed(), 'front/photo'));
  });

  it("refuses a picture the slot's rules refuse, with the message the parent reads", () => {
    expect(refused(placePicture(tpl, fresh(), 'front/photo', group()))).toBe(PICTURE_NOT_ALLOWED);
  });

  it('refuses an unknown or locked slot', () => {
    expect(refused(placePicture(tpl, fresh(), 'front/nope', picture()))).toBe(
      noImageField('front/nope'),
    );
    expect(refused(placePicture(tpl, fresh(), 'front/name', picture()))).toBe(
      noImageField('front/name'),
    );
    expect(refused(placePicture(tpl, fresh(), 'inside/logo', picture()))).toBe(SLOT_LOCKED);
  });
});

describe('replaceAll', () => {
  it('places the picture in every slot that accepts it, each with its own crop', () => {
    const both = {
      ...tpl,
      parts: tpl.parts.map((p) => ({
        ...p,
        resources: p.resources.map((r) =>
          r.type === 'IMAGE' && r.id === 'group'
            ? { ...r, allowedPictureTypes: ['IP' as const] }
            : r,
        ),
      })),
    };
    const i = applied(replaceAll(both, createInstance(both), picture({ rotation: 270 })));
    expect(imageOf(i, 'front/photo')).toMatchObject({
      rotation: 270,
      cropRect: { x: 0, y: 500, width: 2000, height: 2000 },
    });
    // The group frame is 120 × 80 (3:2) on the rotated 2000 × 3000 picture.
    const crop = imageOf(i, 'inside/group')!.cropRect;
    expect(crop.width).toBe(2000);
    expect(crop.height).toBeCloseTo(2000 / 1.5);
    expect(crop.y).toBeCloseTo((3000 - 2000 / 1.5) / 2);
    expect(imageOf(i, 'inside/logo')).toBeNull();
    expect(i.dirty).toBe(true);
  });
  it('refuses a picture no slot accepts', () => {
    expect(refused(replaceAll(tpl, fresh(), picture({ pictureType: 'GP', width: 0 })))).toBe(
      NO_SLOT_FOR_PICTURE,
    );
  });
});

describe('rotatePicture', () => {
  it('goes 0 → 270 → 180 → 90 → 0', () => {
    const seen: number[] = [];
    let i = placed();
    for (let n = 0; n < 4; n += 1) {
      i = applied(rotatePicture(tpl, i, 'front/photo'));
      seen.push(imageOf(i, 'front/photo')!.rotation);
    }
    expect(seen).toEqual([270, 180, 90, 0]);
    expect([0, 270, 180, 90].map((r) => nextRotation(r as 0))).toEqual([270, 180, 90, 0]);
  });
  it('recomputes the crop for the rotated aspect', () => {
    const i = applied(rotatePicture(tpl, placed(), 'front/photo'));
    expect(imageOf(i, 'front/photo')!.cropRect).toEqual({
      x: 0,
      y: 500,
      width: 2000,
      height: 2000,
    });
  });
  it('refuses an empty or unknown slot', () => {
    expect(refused(rotatePicture(tpl, fresh(), 'front/photo'))).toBe(NO_PICTURE);
    expect(refused(rotatePicture(tpl, fresh(), 'front/x'))).toBe(noImageField('front/x'));
  });
});

describe('setEffect', () => {
  it.each<Effect>(['bw', 'sepia', 'original'])('sets %s', (effect) => {
    const i = applied(setEffect(tpl, placed(), 'front/photo', effect));
    expect(imageOf(i, 'front/photo')!.overrideEffect).toBe(effect);
  });
  it('refuses an unknown effect', () => {
    expect(refused(setEffect(tpl, placed(), 'front/photo', 'vintage' as Effect))).toBe(
      unknownEffect('vintage'),
    );
  });
});

describe('setBackground', () => {
  it('sets and clears a green-screen background', () => {
    let i = applied(
      setBackground(tpl, placed(picture({ greenscreen: true })), 'front/photo', 'bg-7'),
    );
    expect(imageOf(i, 'front/photo')!.background).toBe('bg-7');
    i = applied(setBackground(tpl, i, 'front/photo', null));
    expect(imageOf(i, 'front/photo')!.background).toBeNull();
  });
  it('keeps "No background" as chosen in the saved design, until a background is set', () => {
    const green = placed(picture({ greenscreen: true, defaultBackground: 'bg-default' }));
    const none = applied(setBackground(tpl, green, 'front/photo', null));
    const saved = JSON.parse(JSON.stringify(toTemplateData(tpl, none))) as unknown;
    const read = instanceFromTemplateData(tpl, saved);
    if (!read.ok) throw new Error(read.error);
    expect(imageOf(read.instance, 'front/photo')).toMatchObject({
      background: null,
      noBackground: true,
    });
    // A design that never chose (saved before backgrounds were placed) says nothing of it.
    expect(imageOf(green, 'front/photo')!.noBackground).toBeUndefined();
    const back = applied(setBackground(tpl, none, 'front/photo', 'bg-7'));
    expect(imageOf(back, 'front/photo')!.noBackground).toBeUndefined();
    const replaced = applied(
      placePicture(
        tpl,
        none,
        'front/photo',
        picture({ greenscreen: true, defaultBackground: 'bg-default' }),
      ),
    );
    expect(imageOf(replaced, 'front/photo')).toMatchObject({ background: 'bg-default' });
    expect(imageOf(replaced, 'front/photo')!.noBackground).toBeUndefined();
  });
  it('refuses a picture that is not green-screen', () => {
    expect(refused(setBackground(tpl, placed(), 'front/photo', 'bg-7'))).toBe(NOT_GREENSCREEN);
  });
  it('refuses a slot with disableBackground', () => {
    const i = applied(placePicture(tpl, fresh(), 'inside/group', group({ greenscreen: true })));
    expect(refused(setBackground(tpl, i, 'inside/group', 'bg-7'))).toBe(BACKGROUND_OFF);
  });
});
