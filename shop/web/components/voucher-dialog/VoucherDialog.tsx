import { useState } from 'react';
import { FIELD_LIMITS } from '../../../contract/field-limits';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Resolves on success; a rejection's text shows under the field (docs/rules/purchase.md §8). */
  onSubmit: (code: string) => Promise<unknown>;
}

/** The voucher code dialog; on success the cart is replaced by the caller. */
export function VoucherDialog({ open, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = () => {
    setBusy(true);
    setError(undefined);
    onSubmit(code).then(
      () => {
        setBusy(false);
        setCode('');
        onClose();
      },
      (failure: unknown) => {
        setBusy(false);
        setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
  };
  return (
    <Dialog
      closeLabel={t('common.close')}
      open={open}
      onClose={onClose}
      title={t('checkout.voucher')}
      actions={
        <Button busy={busy} disabled={code.trim() === ''} onClick={submit}>
          {t('checkout.apply')}
        </Button>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label={t('checkout.voucher')}
          value={code}
          error={error}
          autoCapitalize="characters"
          maxLength={FIELD_LIMITS.voucher}
          onChange={(event) => {
            setCode(event.target.value);
            // A refusal belongs to the code that was sent: typing a new one clears it.
            setError(undefined);
          }}
        />
      </form>
    </Dialog>
  );
}
