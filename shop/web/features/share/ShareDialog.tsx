import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { usePictureSets } from '../../api/picture-sets/get-picture-sets';
import { sharePictureSets } from '../../api/share/share-picture-sets';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LoadingBlock } from '../../ui/Spinner';
import { RecipientFields } from './RecipientFields';
import { SetChooser } from './SetChooser';
import { validRecipients } from './recipients';
import { shareMachine } from './share-machine';
import styles from './share.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Subject uuids chosen when the dialog opens (from a picture set page). */
  preselected?: string[];
}

/** Share picture sets by e-mail: choose sets, add recipients, see who got them. */
export function ShareDialog({ open, onClose, preselected }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog closeLabel={t('common.close')} open={open} onClose={onClose} title={t('share.title')}>
      {/* Mounted only while open, so every opening starts at the first step. */}
      {open && <ShareSteps preselected={preselected} />}
    </Dialog>
  );
}

function ShareSteps({ preselected }: Pick<Props, 'preselected'>) {
  const { t } = useTranslation();
  const sets = usePictureSets();
  const [state, send] = useMachine(
    shareMachine.provide({ actors: { send: fromPromise(({ input }) => sharePictureSets(input)) } }),
    { input: { preselected } },
  );
  const { selected, recipients, sentTo, error, failed } = state.context;

  if (sets.isPending) return <LoadingBlock label={t('common.loading')} />;
  if (sets.isError) return <Alert tone="error">{t('common.loadFailed')}</Alert>;
  if (sets.data.length === 0)
    return (
      <>
        <p>{t('share.nothingToShare')}</p>
      </>
    );

  if (state.matches('showReceipt'))
    return (
      <>
        <Alert tone="success">{t('share.sent')}</Alert>
        <ul className={styles.sentTo}>
          {sentTo.map((email) => (
            <li key={email}>{email}</li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Button onClick={() => send({ type: 'SEND_MORE' })}>{t('share.sendMore')}</Button>
        </div>
      </>
    );

  if (state.matches('selectPictureSets'))
    return (
      <>
        <SetChooser
          sets={sets.data}
          selected={selected}
          onToggle={(subjectUuid) => send({ type: 'TOGGLE_SET', subjectUuid })}
        />
        <div className={styles.actions}>
          <Button disabled={selected.length === 0} onClick={() => send({ type: 'NEXT' })}>
            {t('common.continue')}
          </Button>
        </div>
      </>
    );

  const sending = state.matches('sending');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SEND' });
      }}
    >
      <RecipientFields
        fields={recipients}
        disabled={sending}
        onEdit={(index, value) => send({ type: 'EDIT_RECIPIENT', index, value })}
        onAdd={() => send({ type: 'ADD_RECIPIENT' })}
      />
      {error && <Alert tone="error">{error}</Alert>}
      {failed && <Alert tone="error">{t('share.failed')}</Alert>}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={sending} onClick={() => send({ type: 'BACK' })}>
          {t('common.back')}
        </Button>
        <Button
          type="submit"
          busy={sending}
          disabled={selected.length === 0 || validRecipients(recipients).length === 0}
        >
          {t('share.send')}
        </Button>
      </div>
    </form>
  );
}
