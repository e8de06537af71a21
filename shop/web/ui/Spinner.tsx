import styles from './Spinner.module.css';

/** A spinning ring; `label` makes it announce itself, otherwise it is decoration. */
export function Spinner({ label }: { label?: string }) {
  return label ? (
    <span role="status" className={styles.spinner}>
      <span className="visually-hidden">{label}</span>
    </span>
  ) : (
    <span aria-hidden="true" className={styles.spinner} />
  );
}

/** A centred spinner for a page or panel that is loading. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className={styles.block}>
      <Spinner label={label} />
    </div>
  );
}
