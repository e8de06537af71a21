import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/Alert';
import { LoadingBlock } from '../../ui/Spinner';
import styles from './studio.module.css';

/** A column's heading; a column of amounts and counts is right-aligned. */
export interface Column {
  label: ReactNode;
  number?: boolean;
}

/**
 * A table of the studio's pages: headed by its columns, scrolling sideways inside the page when
 * the screen is narrower than it. `children` are its bodies (one `<tbody>`, or one a group).
 */
export function StudioTable({ columns, children }: { columns: Column[]; children: ReactNode }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i} className={column.number ? styles.number : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

/** The problems of a refused upload, each beside where it is (a row number, or a place). */
export function ProblemsTable({
  where,
  problems,
}: {
  where: Column;
  problems: { where: ReactNode; text: string }[];
}) {
  const { t } = useTranslation();
  return (
    <StudioTable columns={[where, { label: t('studio.problem') }]}>
      <tbody>
        {problems.map((problem, i) => (
          <tr key={i}>
            <td className={where.number ? styles.number : styles.code}>{problem.where}</td>
            <td>{problem.text}</td>
          </tr>
        ))}
      </tbody>
    </StudioTable>
  );
}

/** What a studio page shows while its data loads, or once loading it failed; else nothing. */
export function LoadState({ query }: { query: { isPending: boolean; isError: boolean } }) {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingBlock label={t('common.loading')} />;
  if (query.isError) return <Alert tone="error">{t('common.loadFailed')}</Alert>;
  return null;
}
