/** The dialogs over the editor, each shown while its state is active. */
import type { ReactNode } from 'react';
import type { EditorSnapshot } from './machine/menu';
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
  if (s.matches({ editing: { upload: 'failed' } }))
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
  if (
    s.matches({ editing: { upload: 'sending' } }) ||
    s.matches({ editing: { upload: 'retrying' } })
  )
    return (
      <UploadProgress
        strings={strings}
        uploads={s.context.uploads}
        retrying={s.matches({ editing: { upload: 'retrying' } })}
      />
    );
  if (s.matches({ editing: { menu: { main: 'confirmLeave' } } }))
    return ask(strings.leaveTitle, strings.leaveText);
  if (s.matches({ editing: { menu: { image: 'refused' } } })) {
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
  if (s.matches({ editing: { menu: { image: 'confirmReplaceAll' } } }))
    return ask(strings.replaceAllTitle, strings.replaceAllText);
  if (s.matches({ editing: { menu: { image: 'confirmReplacePackage' } } }))
    return ask(strings.replacePackageTitle, strings.replacePackageText);
  if (
    s.matches({ editing: { menu: { image: 'confirmCancel' } } }) ||
    s.matches({ editing: { menu: { text: 'confirmCancel' } } }) ||
    s.matches({ editing: { menu: { templates: 'confirmCancel' } } })
  )
    return ask(strings.discardTitle, strings.discardText);
  if (s.matches({ editing: { menu: { buy: 'warning' } } }))
    return ask(strings.warningTitle, s.context.addToCartWarning ?? '', strings.ok, strings.cancel);
  return null;
}
