import { Suspense, lazy, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../../contract/shop-settings';
import { englishPages } from '../../i18n/i18n';
import { toLanguage } from '../../i18n/languages';
import { Dialog } from '../../ui/Dialog';
import { groupEntries, isMenuItemVisible } from './shell-rules';
import styles from './SideMenu.module.css';

type Entry = Omit<MenuItem, 'children'>;

const shareTarget = 'share-picture-sets';

// The share dialog (and xstate with it) is not part of the shell's first download: it loads when
// the menu shows a share item, so it is ready by the time the item is tapped (with its English).
const loadShareDialog = () =>
  Promise.all([import('../../features/share/ShareDialog'), englishPages()]).then(([m]) => m);
const ShareDialog = lazy(() => loadShareDialog().then((m) => ({ default: m.ShareDialog })));

function hasShareItem(items: MenuItem[]): boolean {
  return items.some(
    (item) =>
      item.target === shareTarget || item.children.some((child) => child.target === shareTarget),
  );
}

interface Props {
  items: MenuItem[];
  /** Internal paths the menu always shows as fixed links: a group does not repeat them. */
  fixedTargets: readonly string[];
  signedIn: boolean;
  onNavigate: () => void;
}

/** The shop's configured menu: internal links, external links, and items that open a dialog. */
export function ConfiguredMenu({ items, fixedTargets, signedIn, onNavigate }: Props) {
  const { t, i18n } = useTranslation();
  const [modal, setModal] = useState<Entry | null>(null);
  const language = toLanguage(i18n.language) ?? 'en';
  const visible = (list: Entry[]) => list.filter((item) => isMenuItemVisible(item, signedIn));
  const shareOpen = modal?.target === shareTarget;
  // Once opened it stays mounted, so closing it returns focus as the native dialog does.
  const [shareMounted, setShareMounted] = useState(false);
  if (shareOpen && !shareMounted) setShareMounted(true);
  const offersShare = hasShareItem(items);

  useEffect(() => {
    if (offersShare) void loadShareDialog();
  }, [offersShare]);

  const renderEntry = (item: Entry) => {
    const title = item.title[language];
    if (item.type === 'external')
      return (
        <a href={item.target} target="_blank" rel="noreferrer">
          {title}
        </a>
      );
    if (item.type === 'modal')
      return (
        <button type="button" className={styles.linkButton} onClick={() => setModal(item)}>
          {title}
        </button>
      );
    return (
      <Link to={item.target} onClick={onNavigate}>
        {title}
      </Link>
    );
  };

  return (
    <>
      {visible(items).map((item) => {
        const children = visible((item as MenuItem).children);
        const entries = groupEntries(item, children, fixedTargets);
        return (
          <li key={item.uuid}>
            {children.length === 0 ? (
              renderEntry(item)
            ) : (
              <details className={styles.group}>
                <summary>{item.title[language]}</summary>
                <ul className={styles.list}>
                  {entries.map((entry) => (
                    <li key={entry.uuid}>{renderEntry(entry)}</li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        );
      })}
      {shareMounted && (
        <Suspense fallback={null}>
          <ShareDialog open={shareOpen} onClose={() => setModal(null)} />
        </Suspense>
      )}
      <Dialog
        closeLabel={t('common.close')}
        open={modal !== null && !shareOpen}
        onClose={() => setModal(null)}
        title={modal ? modal.title[language] : ''}
      >
        <p>{t('routes.comingSoon')}</p>
      </Dialog>
    </>
  );
}
