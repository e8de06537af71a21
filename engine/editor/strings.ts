/**
 * Every string the editor shows, once: its name and its English wording. The engine knows nothing
 * of i18next; a host translates by name (the shop reads `editor.<name>` from its nb and sv
 * locales and takes this English as it is), and a host without translations uses this object.
 */
export const editorStringsEn = {
  back: 'Back',
  changePhotos: 'Change photos',
  changeEditPhotos: 'Change/edit photos',
  editText: 'Edit text',
  changeYear: 'Change year',
  changeDesign: 'Change design',
  preview: 'Preview',
  cancel: 'Cancel',
  done: 'Done',
  close: 'Close',
  ok: 'Ok',
  yes: 'Yes',
  no: 'No',
  addToCart: 'Add to cart',
  updateCart: 'Update cart',
  selectImage: 'Select image',
  selectText: 'Select text',
  imageInbox: 'Image inbox',
  editImage: 'Edit image',
  backgrounds: 'Backgrounds',
  inboxEmpty: 'The image inbox is empty',
  /** Under the image editor's tabs when the picture prints soft (below the warn dpi). */
  lowResolution:
    'This picture may look a little soft when printed. If you have zoomed in, zoom out; otherwise choose a sharper picture or a smaller product.',
  /** The same when it prints badly (below the refuse dpi). */
  tooLowResolution:
    'This picture will look blurry when printed at this size. If you have zoomed in, zoom out; otherwise choose a sharper picture or a smaller product.',
  notAllowedPicture: 'Not allowed picture - ',
  pictureNotAllowedTitle: 'Picture not allowed',
  pictureNotAllowedText: "You can't use this image in this image field",
  refusalOtherSubject: 'Only pictures of the same person can be used here',
  refusalOtherJob: 'Only pictures from the same photo session can be used here',
  refusalOtherJobType: 'Only pictures from the same kind of photo session can be used here',
  refusalOtherPhotographer: "Pictures from different photographers can't be combined",
  refusalPictureWithoutSize: 'This picture has no size',
  uploadPhotos: 'Upload photos',
  /** Names an inbox picture for screen readers, followed by its number: 'Picture 3'. */
  picture: 'Picture',
  rotate: 'Rotate',
  effectOriginal: 'Original',
  effectBw: 'Black and white',
  effectSepia: 'Sepia',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  undo: 'Undo',
  redo: 'Redo',
  noBackground: 'No background',
  /** Names a background choice for screen readers, followed by its number: 'Background 2'. */
  background: 'Background',
  pinchHint: 'Pinch to zoom, drag to move the picture',
  enterText: 'Enter text',
  /** Under the text field when typing would make the text too long for its field. */
  textTooLong: "The text doesn't fit in the text field",
  font: 'Font',
  align: 'Align',
  alignLeft: 'Left',
  alignCenter: 'Center',
  alignRight: 'Right',
  fontSize: 'Font size',
  colour: 'Colour',
  year: 'Year',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousPart: 'Previous',
  nextPart: 'Next',
  selectQuantity: 'Select quantity',
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  /** Before the buy menu's total, e.g. 'Total: NOK 78'. */
  total: 'Total:',
  replaceAllTitle: 'Replace all pictures?',
  replaceAllText: 'Do you want to replace all pictures in this module?',
  replacePackageTitle: 'Replace all package pictures?',
  replacePackageText: 'Do you want to replace all pictures in the package with this picture?',
  leaveTitle: 'Unsaved changes',
  leaveText: 'Are you sure you want to leave the page with unsaved changes?',
  discardTitle: 'Discard changes?',
  discardText: 'Your changes will be lost. Do you want to continue?',
  warningTitle: 'Please note',
  uploading: 'Uploading…',
  uploadRetrying: 'Connection problem, retrying…',
  uploadFailedTitle: 'Upload failed',
  uploadFailedText:
    "At least one of the files couldn't be uploaded due to an issue with your Internet connection.",
  uploadFailedHint: 'Please check your connection and try again.',
  partComplete: 'Complete',
  partIncomplete: 'Not complete',
  /** Beside a disabled Add to cart, followed by the parts still to finish: 'Still to finish: Inside'. */
  unfinished: 'Still to finish:',
  loading: 'Loading…',
};

/** The editor's strings in one language: the same names as `editorStringsEn`. */
export type EditorStrings = Record<keyof typeof editorStringsEn, string>;
