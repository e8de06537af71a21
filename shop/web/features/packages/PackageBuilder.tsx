import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PackageInstance } from '../../../contract/packages';
import type { PictureSet } from '../../../contract/picture-sets';
import { preloadEditor } from '../../../../engine/index';
import { addPackageToCart, updatePackageLine } from '../../api/packages/package-lines';
import { queryKeys } from '../../api/query-keys';
import { useFormat } from '../../i18n/useFormat';
import { paths } from '../../lib/paths';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Page } from '../../ui/Page';
import { LoadingBlock } from '../../ui/Spinner';
import { localeOf } from '../../i18n/languages';
import { groupTemplateItems, lineBody } from './package-items';
import { PackageItemThumb } from './PackageItemThumb';
import { packageSources, setPictureUuidsOf } from './prepare-thumbnails';
import { templateKey, usePackageBuilder } from './usePackageBuilder';
import { useLeaveGuard } from './useLeaveGuard';
import styles from './packages.module.css';

// The item editor, with the upload and picture code (and zod) it brings, loads with the editor's
// code, not before the package's thumbnails.
const loadItemEditor = () => import('./PackageItemEditor');
const PackageItemEditor = lazy(() =>
  loadItemEditor().then((m) => ({ default: m.PackageItemEditor })),
);
const preloadItemEditor = () => {
  void preloadEditor();
  void loadItemEditor();
};

/** The add-to-cart warning is shown once per browser session. */
const WARNED_KEY = 'keepsake.packageWarningShown';

interface Props {
  instance: PackageInstance;
  sets: PictureSet[];
  lineUuid: string | null;
}

/** The package: its items by product, the catalogue and digital set, and add or update. */
export function PackageBuilder({ instance, sets, lineUuid }: Props) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const locale = localeOf(i18n.language);
  const builder = usePackageBuilder(instance);
  const [setPictureUuids] = useState(() => setPictureUuidsOf(sets));
  // One image cache for every thumbnail and the editor (the early start's, for the same sets).
  const [sources] = useState(() => packageSources(setPictureUuids));
  const [editing, setEditing] = useState<number | null>(null);
  const [warning, setWarning] = useState(false);
  const [toast, setToast] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: () => {
      const body = lineBody(instance.subject.uuid, builder.items);
      return lineUuid ? updatePackageLine(lineUuid, body) : addPackageToCart(instance.uuid, body);
    },
    onSuccess: async () => {
      builder.markSaved();
      await queryClient.invalidateQueries({ queryKey: queryKeys.cart });
      void navigate(lineUuid ? `${paths.shoppingcart}/` : paths.shoppingcart);
    },
    onError: (error) => setToast(error instanceof Error ? error.message : t('packages.addFailed')),
  });
  // The editor's code loads once every item shows (running it sooner holds the drawing back), or
  // at the first touch or focus on an item, so that opening one does not wait for it.
  const drawn = useRef(new Set<number>());
  const groups = groupTemplateItems(builder.items);
  const shown = groups.reduce((n, group) => n + group.items.length, 0);
  const onDrawn = (index: number) => {
    drawn.current.add(index);
    if (drawn.current.size >= shown) preloadItemEditor();
  };
  const blocker = useLeaveGuard(builder.dirty && !save.isPending && !save.isSuccess);

  const start = () => {
    setToast(null);
    if (!lineUuid && window.sessionStorage.getItem(WARNED_KEY) === null) {
      window.sessionStorage.setItem(WARNED_KEY, '1');
      setWarning(true);
      return;
    }
    save.mutate();
  };

  const editingItem = builder.items.find((i) => i.index === editing);
  const editingTemplate = editingItem && builder.templates.get(templateKey(editingItem));
  const catalogue = builder.items.find((i) => i.type === 'CATALOGUE');
  const digitalSet = builder.items.some((i) => i.type === 'DIGITAL_SET');

  return (
    <Page title={instance.name}>
      <div hidden={editing !== null}>
        <div className={styles.builderHead}>
          <p>{t('packages.forSubject', { name: instance.subject.name })}</p>
          <p>{t('packages.packagePrice', { price: format.money(instance.price) })}</p>
        </div>
        {groups.map((group) => (
          <section key={group.key} className={styles.group} aria-label={group.names.join(', ')}>
            <h2>{group.names.join(', ')}</h2>
            <ul
              className={styles.items}
              onPointerDown={preloadItemEditor}
              onFocus={preloadItemEditor}
            >
              {group.items.map((item) => (
                <li key={item.index}>
                  <PackageItemThumb
                    item={item}
                    template={builder.templates.get(templateKey(item))}
                    sources={sources}
                    locale={locale}
                    onOpen={() => setEditing(item.index)}
                    onDrawn={() => onDrawn(item.index)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
        {catalogue && (
          <section className={styles.extra} aria-label={t('packages.catalogue')}>
            <div>
              <h2>{t('packages.catalogue')}</h2>
              <p>{catalogue.catalogue?.name}</p>
            </div>
          </section>
        )}
        {digitalSet && (
          <section className={styles.extra} aria-label={t('packages.digitalSet')}>
            <div>
              <h2>{t('packages.digitalSet')}</h2>
              <p>{t('packages.digitalSetOf', { name: instance.subject.name })}</p>
            </div>
          </section>
        )}
        <div className={styles.actions}>
          <Button block busy={save.isPending} onClick={start}>
            {lineUuid ? t('packages.updateCart') : t('packages.addToCart')}
          </Button>
        </div>
      </div>
      {toast && (
        <div className={styles.toast} role="alert">
          {toast}
        </div>
      )}
      {editingItem && editingTemplate && (
        <Suspense fallback={<LoadingBlock label={t('common.loading')} />}>
          <PackageItemEditor
            key={`${editingItem.index}:${editingItem.version}`}
            item={editingItem}
            template={editingTemplate}
            sets={sets}
            sources={sources}
            setPictureUuids={setPictureUuids}
            allowSubjectChange={instance.allowSubjectChange}
            onDone={(template, data) => {
              // Saved: back to the package (the raised version would otherwise remount the editor).
              builder.saveItem(editingItem.index, template, data);
              setEditing(null);
            }}
            onReplaceAll={(picture) => {
              setEditing(null);
              void builder.replaceAll(picture);
            }}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      <Dialog
        closeLabel={t('common.close')}
        open={warning}
        onClose={() => setWarning(false)}
        title={t('packages.warningTitle')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setWarning(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              onClick={() => {
                setWarning(false);
                save.mutate();
              }}
            >
              {t('packages.addToCart')}
            </Button>
          </>
        }
      >
        <p>{t('packages.warning')}</p>
      </Dialog>
      <Dialog
        closeLabel={t('common.close')}
        open={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t('packages.leaveTitle')}
        actions={
          <>
            <Button variant="secondary" onClick={() => blocker.reset?.()}>
              {t('packages.stay')}
            </Button>
            <Button onClick={() => blocker.proceed?.()}>{t('packages.leave')}</Button>
          </>
        }
      >
        <p>{t('packages.leaveQuestion')}</p>
      </Dialog>
    </Page>
  );
}
