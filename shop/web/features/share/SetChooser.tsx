import { useTranslation } from 'react-i18next';
import type { PictureSet } from '../../../contract/picture-sets';
import { Checkbox } from '../../ui/Checkbox';
import styles from './share.module.css';

interface Props {
  sets: PictureSet[];
  selected: string[];
  onToggle: (subjectUuid: string) => void;
}

/** Step one: a checkbox per picture set, named by subject and job. */
export function SetChooser({ sets, selected, onToggle }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('share.chooseSets')}</legend>
      {sets.map((set) => (
        <Checkbox
          key={set.subject.uuid}
          checked={selected.includes(set.subject.uuid)}
          onChange={() => onToggle(set.subject.uuid)}
          label={
            <span className={styles.setLabel}>
              {set.avatar && <img src={set.avatar.url} alt="" width={40} height={40} />}
              <span>
                <strong>{set.subject.name}</strong>
                <small>{set.job.name}</small>
              </span>
            </span>
          }
        />
      ))}
    </fieldset>
  );
}
