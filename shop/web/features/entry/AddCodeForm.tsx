import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AddPictureSetResponse } from '../../../contract/codes';
import { ApiError } from '../../api/client';
import { useAddPictureSet } from '../../api/codes/add-picture-set';
import { useUser } from '../../api/session/get-user';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { CodeForm } from './CodeForm';
import { goToNewPictureSet } from './new-picture-set';

type Warning = NonNullable<AddPictureSetResponse['warning']> & { answer: AddPictureSetResponse };

/**
 * Adds a picture set to the signed-in account by code: a simulated user confirms first;
 * a warning names the subject and continues on OK; a redirect is followed; else the new set.
 */
export function AddCodeForm({ minimumToSubmit }: { minimumToSubmit?: number } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useUser();
  const add = useAddPictureSet();
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirmCode, setConfirmCode] = useState<string | null>(null);
  const [warning, setWarning] = useState<Warning | null>(null);

  const finish = (answer: AddPictureSetResponse) => {
    if (answer.redirect) void navigate(answer.redirect);
    else goToNewPictureSet(navigate, answer.subject?.uuid ?? null);
  };

  const send = (code: string, confirm: boolean) => {
    setServerError(null);
    add.mutate(
      { code, confirm },
      {
        onSuccess: (answer) => {
          if (answer.error || !answer.valid)
            setServerError(answer.error ?? answer.errorMessage ?? null);
          else if (answer.warning) setWarning({ ...answer.warning, answer });
          else finish(answer);
        },
        onError: (error) => setServerError(error instanceof ApiError ? error.message : null),
      },
    );
  };

  const submit = (code: string) => {
    if (user?.isSimulated) setConfirmCode(code);
    else send(code, false);
  };

  return (
    <>
      <CodeForm
        submitLabel={t('entry.addSubmit')}
        busy={add.isPending}
        minimumToSubmit={minimumToSubmit}
        serverError={serverError}
        onSubmit={submit}
      />
      <Dialog
        closeLabel={t('common.close')}
        open={confirmCode !== null}
        onClose={() => setConfirmCode(null)}
        title={t('entry.simulatedTitle')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirmCode(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              onClick={() => {
                if (confirmCode) send(confirmCode, true);
                setConfirmCode(null);
              }}
            >
              {t('common.yes')}
            </Button>
          </>
        }
      >
        <p>
          {t('entry.simulatedConfirm', {
            code: confirmCode ?? '',
            user: user ? user.name || user.emailAddress : '',
          })}
        </p>
      </Dialog>
      <Dialog
        closeLabel={t('common.close')}
        open={warning !== null}
        onClose={() => setWarning(null)}
        title={t('entry.warningTitle')}
        actions={
          <Button
            onClick={() => {
              if (warning) finish(warning.answer);
              setWarning(null);
            }}
          >
            {t('common.ok')}
          </Button>
        }
      >
        <p>{t('entry.warningText', { subject: warning?.payload.subject.name ?? '' })}</p>
        {warning?.message && <p>{warning.message}</p>}
      </Dialog>
    </>
  );
}
