/** The dialogs over the editor: the one machine/dialogs.ts names open now. */
import type { ReactNode } from 'react';
import { type EditorSnapshot, openDialog } from './machine/menu';
import type { EditorEvent } from './machine/types';
import { ConfirmDialog, MessageDialog } from './panels/Dialog';
import { UploadProgress } from './panels/UploadProgress';
import { refusalText } from './rules/refusal';
import { uploadFailureLines } from './rules/upload';
import type { EditorStrings } from './strings';

export interface EditorDialogsProps {
  snapshot: EditorSnapshot;
  strings: EditorStrings;
  send: (event: EditorEvent) => void;
}

export function EditorDialogs({ snapshot, strings, send }: EditorDialogsProps): ReactNode {
  const s = snapshot;
  const confirm = () => send({ type: 'CONFIRM' });
  const decline = () => send({ type: 'DECLINE' });
  const ask = (title: string, text: string, yes = strings.yes, no = strings.no) => (
    <ConfirmDialog
      title={title}
      text={text}
      yes={yes}
      no={no}
      closeLabel={strings.close}
      onConfirm={confirm}
      onDecline={decline}
    />
  );
  const dialog = openDialog(s);
  switch (dialog) {
    case 'uploadFailed':
      return (
        <MessageDialog
          title={strings.uploadFailedTitle}
          lines={uploadFailureLines(s.context.uploads, [
            strings.uploadFailedText,
            strings.uploadFailedHint,
          ])}
          ok={strings.ok}
          closeLabel={strings.close}
          onOk={() => send({ type: 'DISMISS' })}
        />
      );
    case 'uploadProgress':
      return (
        <UploadProgress
          strings={strings}
          uploads={s.context.uploads}
          retrying={s.matches({ editing: { upload: 'retrying' } })}
        />
      );
    case 'confirmLeave':
      return ask(strings.leaveTitle, strings.leaveText);
    case 'pictureRefused': {
      // The tile shows the reason cut short; the dialog says it in full.
      const reason = s.context.refusal === null ? null : refusalText(s.context.refusal, strings);
      const lines = [strings.pictureNotAllowedText];
      if (reason !== null && reason !== strings.pictureNotAllowedText) lines.push(reason);
      return (
        <MessageDialog
          title={strings.pictureNotAllowedTitle}
          lines={lines}
          ok={strings.ok}
          closeLabel={strings.close}
          onOk={() => send({ type: 'DISMISS' })}
        />
      );
    }
    case 'confirmReplaceAll':
      return ask(strings.replaceAllTitle, strings.replaceAllText);
    case 'confirmReplacePackage':
      return ask(strings.replacePackageTitle, strings.replacePackageText);
    case 'confirmDiscard':
      return ask(strings.discardTitle, strings.discardText);
    case 'buyWarning':
      return ask(
        strings.warningTitle,
        s.context.addToCartWarning ?? '',
        strings.ok,
        strings.cancel,
      );
    // Editor draws the preview: it shows the parts through the canvas.
    case 'preview':
    case null:
      return null;
    default:
      return dialog satisfies never;
  }
}
