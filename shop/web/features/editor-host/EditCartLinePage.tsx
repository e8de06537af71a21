import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import type { TemplateCartLine } from '../../../contract/cart-lines';
import { PACKAGE_PRODUCT_TYPE, TEMPLATE_PRODUCT_TYPES } from '../../../contract/products';
import { useCart } from '../../api/cart/get-cart';
import { useTemplateLine } from '../../api/cart-lines/get-template-line';
import { paths } from '../../lib/paths';
import { Alert } from '../../ui/Alert';
import { useDocumentTitle } from '../../ui/Page';
import { LoadingBlock } from '../../ui/Spinner';
import { draftKey } from './draft';
import { EditorHost } from './EditorHost';
import { useEditorData } from './useEditorData';
import styles from './editor-host.module.css';

const templateTypes: readonly number[] = TEMPLATE_PRODUCT_TYPES;

/**
 * /shopping-cart/edit/{uuid}: the line is looked up; an unknown line goes to the cart. Template
 * products (1, 2, 89) open the editor in update mode; a package (200) opens the package editor.
 */
export function EditCartLinePage() {
  const { t } = useTranslation();
  const uuid = useParams().uuid ?? '';
  const cart = useCart();
  useDocumentTitle(t('routes.editCartLine'));

  if (cart.isPending) return <LoadingBlock label={t('common.loading')} />;
  // The cart says what the line is; only template lines are then read whole.
  const product = cart.data?.orderLines.find((l) => l.uuid === uuid)?.product;
  if (!product) return <Navigate to={paths.shoppingcart} replace />;
  if (product.type === PACKAGE_PRODUCT_TYPE)
    return (
      <Navigate
        to={`/products/packages/${encodeURIComponent(product.uuid)}?orderpart=${encodeURIComponent(uuid)}`}
        replace
      />
    );
  if (!templateTypes.includes(product.type)) return <Navigate to={paths.shoppingcart} replace />;
  return <TemplateLine uuid={uuid} />;
}

function TemplateLine({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const line = useTemplateLine(uuid);
  if (line.isPending) return <LoadingBlock label={t('common.loading')} />;
  if (line.isError) return <Navigate to={paths.shoppingcart} replace />;
  return <EditLine line={line.data} />;
}

function EditLine({ line }: { line: TemplateCartLine }) {
  const { t } = useTranslation();
  const key = draftKey('line', line.uuid);
  const data = useEditorData({
    productUuid: line.product.uuid,
    templateUuid: line.template.uuid,
    version: line.template.version,
    draftKey: key,
    line,
  });
  if (data.status === 'loading') return <LoadingBlock label={t('common.loading')} />;
  if (data.status === 'error')
    return (
      <div className={styles.state}>
        <Alert tone="error">{t('editorHost.loadFailed')}</Alert>
      </div>
    );
  return (
    <EditorHost
      {...data.host}
      mode="update"
      lineUuid={line.uuid}
      draftKey={key}
      backTo={paths.shoppingcart}
    />
  );
}
