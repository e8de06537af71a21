/** Pictures as the shop hands them in, the template instance a parent edits and its saved form. */
import type { ImagePx, QuarterTurn } from '../units';
import type { CropRect, Effect, FontFamily, HorizontalAlign, PictureType } from './values';

/**
 * A picture from a picture set (or a parent's upload, `pictureType` UPLOAD) as the shop hands it
 * to the engine: source pixel size, type, green-screen flag, and where it comes from (for the
 * subject-change rules). `rotation` is the picture's own rotation, used when it is placed.
 * `defaultBackground` is the uuid of the background a green-screen picture's set shows it on (its
 * job's default); a green-screen picture is placed on it, so raw green is only ever chosen.
 */
export interface Picture {
  uuid: string;
  width: number;
  height: number;
  pictureType: PictureType;
  greenscreen: boolean;
  rotation?: QuarterTurn;
  defaultBackground?: string | null;
  source?: PictureSource;
}

/** Where a picture comes from: its picture set's subject, job, job type and photographer. */
export interface PictureSource {
  subjectUuid: string;
  jobUuid: string;
  jobTypeUuid: string;
  photographerUuid: string;
}

/**
 * Subject change restriction (docs/rules/personalisation.md §5): 1 same subject, 2 same job, 3 same
 * job type, 4 package.
 */
export type SubjectChangeMode = 1 | 2 | 3 | 4;

/** A template as an instance, a cart line or a package item names it. */
export interface TemplateRef {
  uuid: string;
  version: number;
}

/**
 * What a parent edits: a reference to its template plus the value of every slot of every part,
 * keyed by the slot's fullId `${partId}/${resourceId}` (see `fullId`). The renderer draws from
 * (template, instance). `currentPartRefId` is the part shown, `currentResourceId` the fullId
 * being edited (null on the main menu), `year` drives calendar grids, `scaleRatio` is the
 * editor's last stage scale (StagePx per Mm; 1 until fitted), `dirty` is set by every edit and
 * `partOfPackage` marks an instance embedded in a package.
 */
export interface TemplateInstance {
  template: TemplateRef;
  resources: Record<string, ResourceValue>;
  currentPartRefId: string;
  currentResourceId: string | null;
  year: number;
  scaleRatio: number;
  dirty: boolean;
  partOfPackage: boolean;
}

/** The value of one slot: an image field's placed picture, or a text field's text and font. */
export type ResourceValue = ImageValue | StringValue;

/** An image field's value: `image` is null until a picture is placed. */
export interface ImageValue {
  type: 'IMAGE';
  image: PlacedImage | null;
}

/**
 * A picture placed in an image field (docs/rules/personalisation.md §3 Resource.image).
 * `width`/`height` are the source pixels, unrotated; `rotation` turns the picture clockwise;
 * `cropRect` is in pixels of the rotated picture (see `CropRect`). `overrideEffect` is the effect
 * chosen here, `background` a green-screen background uuid (null: none), `greenscreen` whether the
 * picture allows one. `noBackground` says the parent chose "No background" on purpose: a null
 * background without it (a design saved before backgrounds were placed) is printed on the
 * picture's default background, one with it as photographed. Whether its preview has loaded is
 * the renderer's business, not the model's.
 */
export interface PlacedImage {
  uuid: string;
  width: ImagePx;
  height: ImagePx;
  pictureType: PictureType;
  rotation: QuarterTurn;
  cropRect: CropRect;
  overrideEffect: Effect;
  background: string | null;
  greenscreen: boolean;
  noBackground?: boolean;
}

/**
 * A text field's value (docs/rules/personalisation.md §3 "Text font"): `text` normalised, the font,
 * the `override*` flags saying which of family, size, colour and alignment the parent changed from
 * the template's default, and `lines`, the text wrapped for the box at `size` by the last fit.
 */
export interface StringValue {
  type: 'STRING';
  text: string;
  family: FontFamily;
  size: number;
  color: string;
  horizontalAlign: HorizontalAlign;
  overrideFamily: boolean;
  overrideSize: boolean;
  overrideColor: boolean;
  overrideHorizontalAlign: boolean;
  lines: string[];
}

/**
 * The cart line's `templateData`: the year and the user-supplied slots' values. Slots not
 * listed take the template's defaults when the instance is rebuilt (`instanceFromTemplateData`).
 */
export interface TemplateData {
  year: number;
  userResources: UserResource[];
}

/** One saved slot: its fullId and value. */
export type UserResource = { id: string } & ResourceValue;
