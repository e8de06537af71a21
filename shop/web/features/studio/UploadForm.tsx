import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import styles from './studio.module.css';

interface UploadFormProps {
  /** The file field's label and the kinds of file it offers (the input's `accept`). */
  label: string;
  accept: string;
  /** The button's text; it is off until a file is chosen, and while `held` (a run not ended). */
  submitLabel: string;
  held?: boolean;
  busy: boolean;
  onUpload: (file: File) => void | Promise<void>;
}

/** A studio page's upload: one file chosen, then sent with the button (a zip, a price sheet). */
export function UploadForm({ label, accept, submitLabel, held, busy, onUpload }: UploadFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) void onUpload(file);
  };
  return (
    <form onSubmit={submit} className={styles.row}>
      <label>
        {label}{' '}
        <input type="file" accept={accept} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </label>
      <Button type="submit" disabled={!file || held} busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
