import { describe, expect, it } from 'vitest';
import { findImageSlot } from '../ids';
import { card } from '../testing/templates';
import { group, picture, upload } from '../testing/pictures';
import type { ImageSlot } from '../types';
import {
  PICTURE_NOT_ALLOWED,
  PICTURE_WITHOUT_SIZE,
  pictureAllowed,
  SLOT_FIXED,
  SLOT_LOCKED,
  slotsAccepting,
} from './placement';

const slot = (id: string): ImageSlot => findImageSlot(card(), id)!.slot;

describe('pictureAllowed', () => {
  it('accepts a picture of an allowed type', () => {
    expect(pictureAllowed(picture(), slot('front/photo'))).toEqual({ ok: true });
    expect(pictureAllowed(upload(), slot('front/photo'))).toEqual({ ok: true });
    expect(pictureAllowed(group(), slot('inside/group'))).toEqual({ ok: true });
  });
  it('refuses a type the slot does not list with the message the parent reads', () => {
    expect(pictureAllowed(group(), slot('front/photo'))).toEqual({
      ok: false,
      reason: PICTURE_NOT_ALLOWED,
    });
    expect(PICTURE_NOT_ALLOWED).toBe("You can't use this image in this image field");
    expect(pictureAllowed(picture(), slot('inside/group'))).toEqual({
      ok: false,
      reason: PICTURE_NOT_ALLOWED,
    });
  });
  it('refuses a locked or fixed slot', () => {
    expect(pictureAllowed(picture(), slot('inside/logo'))).toEqual({
      ok: false,
      reason: SLOT_LOCKED,
    });
    const fixed = { ...slot('inside/logo'), disableEdit: false };
    expect(pictureAllowed(picture(), fixed)).toEqual({ ok: false, reason: SLOT_FIXED });
  });
  it('refuses a picture without a pixel size', () => {
    expect(pictureAllowed(picture({ width: 0 }), slot('front/photo'))).toEqual({
      ok: false,
      reason: PICTURE_WITHOUT_SIZE,
    });
    expect(pictureAllowed(picture({ height: Number.NaN }), slot('front/photo'))).toEqual({
      ok: false,
      reason: PICTURE_WITHOUT_SIZE,
    });
  });
});

describe('slotsAccepting', () => {
  it('lists the slots a picture may fill', () => {
    expect(slotsAccepting(card(), picture()).map((r) => r.fullId)).toEqual(['front/photo']);
    expect(slotsAccepting(card(), group()).map((r) => r.fullId)).toEqual(['inside/group']);
  });
});
