import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS } from '../../../contract/field-limits';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { canAddRecipient, isInvalidEntry } from './recipients';
import styles from './share.module.css';

interface Props {
  fields: string[];
  disabled: boolean;
  onEdit: (index: number, value: string) => void;
  onAdd: () => void;
}

/** Step two: e-mail fields, one more at a time. */
export function RecipientFields({ fields, disabled, onEdit, onAdd }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('share.recipientsIntro')}</legend>
      {fields.map((value, index) => (
        <TextField
          key={index}
          label={t('share.recipient', { number: index + 1 })}
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={FIELD_LIMITS.email}
          // The newest field takes the focus so the next address can be typed at once.
          autoFocus={index === fields.length - 1}
          value={value}
          disabled={disabled}
          error={isInvalidEntry(value) ? t('validation.invalidEmail') : undefined}
          onChange={(event) => onEdit(index, event.target.value)}
        />
      ))}
      <Button variant="text" disabled={disabled || !canAddRecipient(fields)} onClick={onAdd}>
        {t('share.addRecipient')}
      </Button>
    </fieldset>
  );
}
