/**
 * What the editor needs from its host, injected so the statechart runs headlessly in tests: the
 * shop fills these with its API calls and sessionStorage; tests fill them with in-memory ones.
 */
import type {
  Picture,
  Template,
  TemplateData,
  TemplateRef,
  TextMeasurer,
  UserResource,
} from '../model/types';

/** The product being personalised, with prices already formatted by the host. */
export interface EditorProduct {
  uuid: string;
  name: string;
  priceLabel: string;
  minOrderQuantity: number;
  subProducts: EditorSubProduct[];
}

/** An option of the product ordered on its own line, at an extra price. */
export interface EditorSubProduct {
  uuid: string;
  name: string;
  extraPriceLabel: string;
}

/** An alternative template offered by the templates menu. */
export interface TemplateChoice {
  uuid: string;
  version: number;
  name: string;
  thumbnailUrl: string;
}

/** A green-screen background offered for a picture. */
export interface Background {
  uuid: string;
  src: string;
  default: boolean;
}

/** A template loaded for a swap, with the host's prefilled data (fill-template), if any. */
export interface LoadedTemplate {
  template: Template;
  templateData?: TemplateData;
}

/** One cart line: the product (or one of its sub-products) and a quantity. */
export interface CartLine {
  subProductUuids: string[];
  quantity: number;
}

/** What Add to cart / Update cart sends. */
export interface CartRequest {
  productUuid: string;
  template: TemplateRef;
  templateData: TemplateData;
  partOfPackage: boolean;
  lines: CartLine[];
}

/** The subset of sessionStorage the editor uses (its two once-per-session flags). */
export interface SessionFlags {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The host's side of the editor. */
export interface EditorPorts {
  fetchPictures(): Promise<Picture[]>;
  fetchTemplateChoices(productUuid: string): Promise<TemplateChoice[]>;
  loadTemplate(choice: TemplateRef): Promise<LoadedTemplate>;
  /** Texts a group picture fills in (POST fill-user-strings-by-picture). */
  fillUserStringsByPicture(args: {
    templateUuid: string;
    pictureUuid: string;
    resourceId: string;
  }): Promise<UserResource[]>;
  fetchBackgrounds(pictureUuid: string): Promise<Background[]>;
  /** What `lines` of the product cost the parent, priced by the shop and formatted ('NOK 78'). */
  quoteTotal(request: { productUuid: string; lines: CartLine[] }): Promise<string>;
  addToCart(request: CartRequest): Promise<void>;
  updateCart(request: CartRequest): Promise<void>;
  /** Rejects with UploadRefused (rules/upload.ts) if the shop refused the file; else retried. */
  uploadFile(file: File): Promise<Picture>;
  /** Subject-change mode 4: the parent chose to put this picture in every package item. */
  replacePackagePictures(picture: Picture): void;
  session: SessionFlags;
  measurer: TextMeasurer;
  currentYear(): number;
}
