/**
 * Every string the editor shows. The engine knows nothing of i18next: the shop maps its i18n
 * keys onto an `EditorStrings` object; `editorStringsEn` holds the English wording of the spec.
 */
export interface EditorStrings {
  back: string;
  changePhotos: string;
  changeEditPhotos: string;
  editText: string;
  changeYear: string;
  changeDesign: string;
  preview: string;
  cancel: string;
  done: string;
  close: string;
  ok: string;
  yes: string;
  no: string;
  addToCart: string;
  updateCart: string;
  selectImage: string;
  selectText: string;
  imageInbox: string;
  editImage: string;
  backgrounds: string;
  inboxEmpty: string;
  /** Under the image editor's tabs when the picture prints soft (below the warn dpi). */
  lowResolution: string;
  /** The same when it prints badly (below the refuse dpi). */
  tooLowResolution: string;
  notAllowedPicture: string;
  pictureNotAllowedTitle: string;
  pictureNotAllowedText: string;
  refusalOtherSubject: string;
  refusalOtherJob: string;
  refusalOtherJobType: string;
  refusalOtherPhotographer: string;
  refusalPictureWithoutSize: string;
  uploadPhotos: string;
  rotate: string;
  effectOriginal: string;
  effectBw: string;
  effectSepia: string;
  zoomIn: string;
  zoomOut: string;
  undo: string;
  redo: string;
  noBackground: string;
  pinchHint: string;
  enterText: string;
  font: string;
  align: string;
  alignLeft: string;
  alignCenter: string;
  alignRight: string;
  fontSize: string;
  colour: string;
  year: string;
  previousYear: string;
  nextYear: string;
  previousPart: string;
  nextPart: string;
  selectQuantity: string;
  decreaseQuantity: string;
  increaseQuantity: string;
  replaceAllTitle: string;
  replaceAllText: string;
  replacePackageTitle: string;
  replacePackageText: string;
  leaveTitle: string;
  leaveText: string;
  discardTitle: string;
  discardText: string;
  warningTitle: string;
  uploading: string;
  uploadRetrying: string;
  uploadFailedTitle: string;
  uploadFailedText: string;
  uploadFailedHint: string;
  partComplete: string;
  partIncomplete: string;
  loading: string;
}

export const editorStringsEn: EditorStrings = {
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
  lowResolution:
    'This picture may look a little soft when printed. If you have zoomed in, zoom out; otherwise choose a sharper picture or a smaller product.',
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
  rotate: 'Rotate',
  effectOriginal: 'Original',
  effectBw: 'Black and white',
  effectSepia: 'Sepia',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  undo: 'Undo',
  redo: 'Redo',
  noBackground: 'No background',
  pinchHint: 'Pinch to zoom, drag to move the picture',
  enterText: 'Enter text',
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
  loading: 'Loading…',
};
