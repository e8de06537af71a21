import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type InspectionChoice,
  useCancelPackages,
  useInspectionSubjects,
} from '../../api/packages/inspection';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Page } from '../../ui/Page';
import { LoadingBlock } from '../../ui/Spinner';
import styles from './packages.module.css';

/** /my-account/cancel-picture-packages: a toggle per subject with a package for inspection. */
export function CancelPackagesPage() {
  const { t } = useTranslation();
  const subjects = useInspectionSubjects();
  return (
    <Page title={t('routes.cancelPackages')} narrow>
      {subjects.isPending && <LoadingBlock label={t('common.loading')} />}
      {subjects.isError && <Alert tone="error">{t('common.loadFailed')}</Alert>}
      {subjects.data && <CancelForm key={key(subjects.data)} subjects={subjects.data} />}
    </Page>
  );
}

const key = (list: InspectionChoice[]) => list.map((s) => `${s.uuid}:${s.cancelled}`).join();

function CancelForm({ subjects }: { subjects: InspectionChoice[] }) {
  const { t } = useTranslation();
  const cancel = useCancelPackages();
  const [choices, setChoices] = useState(subjects);
  const changed = choices.some((c, i) => c.cancelled !== subjects[i]?.cancelled);
  if (subjects.length === 0) return <p>{t('packages.noInspection')}</p>;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        cancel.mutate(choices.map(({ uuid, cancelled }) => ({ uuid, cancelled })));
      }}
    >
      <p>{t('packages.inspectionIntro')}</p>
      <ul className={styles.subjects}>
        {choices.map((subject) => (
          <li key={subject.uuid}>
            <Checkbox
              label={t('packages.cancelFor', { name: subject.name })}
              checked={subject.cancelled}
              onChange={(event) => {
                const cancelled = event.currentTarget.checked;
                setChoices((all) =>
                  all.map((s) => (s.uuid === subject.uuid ? { ...s, cancelled } : s)),
                );
              }}
            />
          </li>
        ))}
      </ul>
      {cancel.isError && <Alert tone="error">{cancel.error.message}</Alert>}
      <Button type="submit" block disabled={!changed} busy={cancel.isPending}>
        {t('packages.saveCancellations')}
      </Button>
    </form>
  );
}
