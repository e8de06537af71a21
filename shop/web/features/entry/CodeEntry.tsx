import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Subject } from '../../../contract/picture-sets';
import { ApiError } from '../../api/client';
import { useVerifyCode } from '../../api/codes/verify-code';
import { paths } from '../../lib/paths';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { useDocumentTitle } from '../../ui/Page';
import { CodeForm } from './CodeForm';
import { NotReceivedCode } from './NotReceivedCode';
import styles from './entry.module.css';

export interface VerifiedCode {
  code: string;
  subject: Subject | null;
}

/** The anonymous front page: enter the code, or sign in. */
export function CodeEntry({ onVerified }: { onVerified: (verified: VerifiedCode) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verify = useVerifyCode();
  const [serverError, setServerError] = useState<string | null>(null);
  useDocumentTitle(t('entry.heading'));

  const submit = (code: string) => {
    setServerError(null);
    verify.mutate(code, {
      onSuccess: (answer) => {
        if (!answer.valid || answer.error) {
          setServerError(answer.error ?? answer.errorMessage);
        } else if (answer.data.redirect) {
          void navigate(answer.data.redirect);
        } else {
          onVerified({ code, subject: answer.data.subject ?? null });
        }
      },
      // A network failure only stops the spinner (docs/rules/purchase.md §8); the server's refusals
      // are shown.
      onError: (error) => setServerError(error instanceof ApiError ? error.message : null),
    });
  };

  return (
    <div className={styles.wrap}>
      <section className={cx(styles.card, styles.hero)}>
        <h1>{t('entry.heading')}</h1>
        <CodeForm
          submitLabel={t('entry.submit')}
          busy={verify.isPending}
          serverError={serverError}
          onSubmit={submit}
        />
      </section>
      <div className={styles.aside}>
        <p>{t('entry.haveAccount')}</p>
        <Button variant="secondary" block onClick={() => void navigate(paths.login)}>
          {t('entry.signIn')}
        </Button>
        <div className={styles.actions}>
          <NotReceivedCode />
        </div>
      </div>
    </div>
  );
}
