/** The editor statechart's input, context and events. */
import type {
  Effect,
  FontFamily,
  HorizontalAlign,
  Language,
  Picture,
  StringValue,
  SubjectChangeMode,
  Template,
  TemplateInstance,
  CropRect,
} from '../../model/types';
import type { ImagePx } from '../../model/units';
import type { Fraction } from '../../model/geometry/crop';
import type { History } from '../../model/history';
import type { UploadStatus } from '../rules/upload';
import type { Background, EditorPorts, EditorProduct, TemplateChoice } from '../ports';

/** The undo and redo stacks of the template being edited. */
export type EditHistory = History;

/** Create a new cart line, or update an existing one. */
export type EditorMode = 'create' | 'update';

/** Switches set by the shop's white-label options and the package item. */
export interface EditorFlags {
  imageToolboxEnabled: boolean;
  /** The Backgrounds tab for green-screen pictures (the job's default background stays). */
  backgroundsEnabled: boolean;
  allowTemplateChange: boolean;
  allowOwnPhotos: boolean;
  subjectChangeMode: SubjectChangeMode;
  noPhotographerMixing: boolean;
  partOfPackage: boolean;
}

/** What the host starts the editor with. */
export interface EditorInput {
  template: Template;
  instance: TemplateInstance;
  mode: EditorMode;
  flags: EditorFlags;
  product: EditorProduct;
  ports: EditorPorts;
  language: Language;
  /** Update mode: the cart line's quantities by line key ('' = the product itself). */
  quantities?: Record<string, number>;
  /** An optional warning shown once per browser session before adding to the cart. */
  addToCartWarning?: string | null;
}

/** The image editor's tabs. */
export type ImageTab = 'inbox' | 'edit' | 'backgrounds';

/** The text editor's toolbars. */
export type TextTool = 'text' | 'font' | 'align' | 'size' | 'color';

/** The slot being edited and how it was when its editor opened (for Cancel). */
export interface SlotEntry {
  fullId: string;
  instance: TemplateInstance;
  history: EditHistory;
  changed: boolean;
}

/** The text editor's working copy: committed on Done, dropped on Cancel. */
export interface TextDraft {
  fullId: string;
  /** The instance as the draft has it; only its `fullId` slot differs from the real one. */
  instance: TemplateInstance;
  /** The value after the entry fit, to tell whether the parent changed anything. */
  original: StringValue;
  /** The slider's position; the value's size follows after the debounce if the text fits. */
  sliderSize: number;
  tool: TextTool;
  autoFocus: boolean;
  /**
   * Why the parent's last typing was not taken (the text does not fit even at the smallest size),
   * shown where the parent types until an edit is taken again; null when all was taken.
   */
  refusal: 'textTooLong' | null;
}

/** A file picked for upload and how it is doing. */
export interface UploadItem {
  file: File;
  status: UploadStatus;
  attempts: number;
  picture: Picture | null;
  /** The shop's message when it refused the file (not retried), else null. */
  refusal: string | null;
}

/** Where the templates menu started, to restore on a confirmed Cancel. */
export interface TemplatesEntry {
  template: Template;
  instance: TemplateInstance;
  history: EditHistory;
}

export interface EditorContext extends Omit<EditorInput, 'quantities' | 'addToCartWarning'> {
  history: EditHistory;
  addToCartWarning: string | null;
  pictures: Picture[];
  picturesLoaded: boolean;
  imageTab: ImageTab;
  slotEntry: SlotEntry | null;
  refusal: string | null;
  backgrounds: Background[];
  textDraft: TextDraft | null;
  yearText: string;
  choices: TemplateChoice[] | null;
  pendingChoice: TemplateChoice | null;
  templatesEntry: TemplatesEntry | null;
  /**
   * The designs a template swap replaced (newest last), for undo once the current design's own
   * edits are all undone; `swapsForward` the ones undo took back, for redo. A new edit clears it.
   */
  swapsBack: TemplatesEntry[];
  swapsForward: TemplatesEntry[];
  previewIndex: number;
  quantities: Record<string, number>;
  uploads: UploadItem[];
  /**
   * Image slots whose new preview image has not loaded yet: the editor is loading
   * (docs/rules/personalisation.md §4).
   */
  loadingImages: string[];
  error: string | null;
}

export type EditorEvent =
  | { type: 'CHANGE_PHOTOS' }
  | { type: 'EDIT_TEXT' }
  | { type: 'CHANGE_YEAR' }
  | { type: 'CHANGE_DESIGN' }
  | { type: 'PREVIEW' }
  | { type: 'BUY' }
  | { type: 'SELECT_SLOT'; fullId: string }
  | { type: 'SELECT_PART'; partId: string }
  | { type: 'CONFIRM' }
  | { type: 'DECLINE' }
  | { type: 'DISMISS' }
  | { type: 'DONE' }
  | { type: 'CANCEL' }
  | { type: 'UNDO' }
  | { type: 'REDO' }
  | { type: 'TAB'; tab: ImageTab }
  | { type: 'PICK_PICTURE'; uuid: string }
  | { type: 'ROTATE' }
  | { type: 'EFFECT'; effect: Effect }
  | { type: 'ZOOM'; factor: number; anchor?: Fraction; stroke?: number }
  /** Moves the crop by (dx, dy) pixels of the rotated picture. */
  | { type: 'PAN'; dx: ImagePx; dy: ImagePx; stroke?: number }
  | { type: 'CROP'; cropRect: CropRect }
  | { type: 'BACKGROUND'; uuid: string | null }
  | { type: 'IMAGE_LOADED'; fullId: string }
  | { type: 'TEXT_TOOL'; tool: TextTool }
  | { type: 'TEXT_INPUT'; text: string }
  | { type: 'TEXT_BLUR' }
  | { type: 'FONT'; family: FontFamily }
  | { type: 'ALIGN'; align: HorizontalAlign }
  | { type: 'COLOR'; color: string }
  | { type: 'FONT_SIZE'; size: number }
  | { type: 'YEAR_MINUS' }
  | { type: 'YEAR_PLUS' }
  | { type: 'YEAR_INPUT'; text: string }
  | { type: 'YEAR_BLUR' }
  | { type: 'PICK_TEMPLATE'; choice: TemplateChoice }
  | { type: 'PREVIOUS_PART' }
  | { type: 'NEXT_PART' }
  | { type: 'SHOW_PART'; partId: string }
  | { type: 'QUANTITY_INPUT'; line: string; text: string }
  | { type: 'QUANTITY_BLUR'; line: string }
  | { type: 'QUANTITY_PLUS'; line: string }
  | { type: 'QUANTITY_MINUS'; line: string }
  | { type: 'ADD_TO_CART' }
  | { type: 'UPLOAD'; files: File[] }
  | { type: 'SHOW_PINCH_HINT' }
  | { type: 'PINCH_HINT_DISMISS' };
