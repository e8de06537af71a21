import styles from './Skeleton.module.css';

/** A shimmering placeholder of a given size while content loads. */
export function Skeleton({ width = '100%', height = '1em' }: { width?: string; height?: string }) {
  return <span aria-hidden="true" className={styles.skeleton} style={{ width, height }} />;
}
