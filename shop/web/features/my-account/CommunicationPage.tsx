import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReminderSubject } from '../../../contract/my-account';
import { useReminders } from '../../api/my-account/get-reminders';
import { useSetAcceptMail } from '../../api/my-account/set-accept-mail';
import { useSetReminders } from '../../api/my-account/set-reminders';
import { useUser } from '../../api/session/get-user';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Page } from '../../ui/Page';
import { LoadingBlock } from '../../ui/Spinner';
import { BackToAccount } from './BackToAccount';
import styles from './my-account.module.css';

/** The reminder list with the visitor's unsaved changes applied. */
function withChanges(subjects: ReminderSubject[], changes: Record<string, boolean>) {
  return subjects.map((s) => ({ ...s, remindersEnabled: changes[s.uuid] ?? s.remindersEnabled }));
}

/** /my-account/communication: offers by e-mail, and photo-day reminders per subject. */
export function CommunicationPage() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const acceptMail = useSetAcceptMail();
  const reminders = useReminders();
  const saveReminders = useSetReminders();
  const [changes, setChanges] = useState<Record<string, boolean>>({});
  const [saved, setSaved] = useState(false);
  const [mailChoice, setMailChoice] = useState<boolean | null>(null);
  const subjects = withChanges(reminders.data ?? [], changes);

  return (
    <Page title={t('routes.communication')} narrow>
      <BackToAccount />
      <section className={styles.card} aria-labelledby="communication-mail">
        <h2 id="communication-mail">{t('myAccount.mailHeading')}</h2>
        <Checkbox
          label={t('myAccount.acceptMail')}
          checked={mailChoice ?? user?.acceptMail ?? false}
          disabled={!user}
          onChange={(event) => {
            const checked = event.target.checked;
            setMailChoice(checked);
            // Shown at once; the server's answer (or the old value on failure) follows.
            acceptMail.mutate(checked, { onSettled: () => setMailChoice(null) });
          }}
        />
      </section>
      <section className={styles.card} aria-labelledby="communication-reminders">
        <h2 id="communication-reminders">{t('myAccount.remindersHeading')}</h2>
        <p className={styles.intro}>{t('myAccount.remindersIntro')}</p>
        {reminders.isPending && <LoadingBlock label={t('common.loading')} />}
        {reminders.isError && <Alert tone="error">{t('common.loadFailed')}</Alert>}
        {reminders.data?.length === 0 && <p>{t('myAccount.noSubjects')}</p>}
        {subjects.length > 0 && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setSaved(false);
              saveReminders.mutate(subjects, {
                onSuccess: () => {
                  setChanges({});
                  setSaved(true);
                },
              });
            }}
          >
            <ul className={styles.subjects}>
              {subjects.map((subject) => (
                <li key={subject.uuid}>
                  <Checkbox
                    label={subject.name}
                    checked={subject.remindersEnabled}
                    onChange={(event) => {
                      setSaved(false);
                      setChanges((c) => ({ ...c, [subject.uuid]: event.target.checked }));
                    }}
                  />
                </li>
              ))}
            </ul>
            {saved && <Alert tone="success">{t('myAccount.remindersSaved')}</Alert>}
            <Button
              type="submit"
              block
              busy={saveReminders.isPending}
              disabled={Object.keys(changes).length === 0}
            >
              {t('myAccount.saveReminders')}
            </Button>
          </form>
        )}
      </section>
    </Page>
  );
}
