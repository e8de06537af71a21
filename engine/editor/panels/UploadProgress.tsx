import type { UploadItem } from '../machine/types';
import type { EditorStrings } from '../strings';
import { useModalDialog } from '../useModalDialog';
import './Dialog.css';

export interface UploadProgressProps {
  strings: EditorStrings;
  uploads: UploadItem[];
  retrying: boolean;
}

/**
 * The upload progress dialog, with a note while a failed file waits to be retried
 * (docs/rules/personalisation.md §4).
 */
export function UploadProgress({ strings, uploads, retrying }: UploadProgressProps) {
  const done = uploads.filter((u) => u.status === 2).length;
  // No Escape: the uploads go on, and the dialog closes by itself when they are done.
  const { ref, dialogProps } = useModalDialog(true);
  return (
    <dialog ref={ref} className="ks-dialog" aria-label={strings.uploading} {...dialogProps}>
      <h2 className="ks-dialog__title">{strings.uploading}</h2>
      <progress max={uploads.length} value={done} style={{ width: '100%' }} />
      <p className="ks-dialog__text">
        {done} / {uploads.length}
      </p>
      {retrying ? <p className="ks-dialog__text">{strings.uploadRetrying}</p> : null}
    </dialog>
  );
}
