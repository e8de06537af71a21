import { useTranslation } from 'react-i18next';
import { usePictureSets } from '../../api/picture-sets/get-picture-sets';
import { CompactField } from '../../ui/CompactField';
import type { CurrentSet } from './current-picture-set';

interface Props {
  /** The set the list shows (the server's choice until the parent picks one). */
  value: string | null;
  onChange: (set: CurrentSet) => void;
}

/** The picture set the templates are shown for; only sets with pictures can be chosen. */
export function PictureSetPicker({ value, onChange }: Props) {
  const { t } = useTranslation();
  const sets = usePictureSets();
  const list = sets.data ?? [];
  if (list.length < 2) return null;
  return (
    <CompactField label={t('catalogue.pictureSet')}>
      <select
        value={value ?? ''}
        onChange={(event) => {
          const set = list.find((s) => s.subject.uuid === event.target.value);
          if (set) onChange({ uuid: set.subject.uuid, name: set.subject.name });
        }}
      >
        {list.map((set) => (
          <option
            key={set.subject.uuid}
            value={set.subject.uuid}
            disabled={set.pictures.length === 0}
          >
            {`${set.subject.name}, ${set.job.name}`}
          </option>
        ))}
      </select>
    </CompactField>
  );
}
