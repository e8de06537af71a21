import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderStatus } from '../../../contract/order-status';
import type { StaffOrder } from '../../../contract/staff-orders';
import {
  actAsCustomer,
  useMoveOrder,
  useStaffOrders,
  type OrderMove,
} from '../../api/studio/studio';
import { useFormat } from '../../i18n/useFormat';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useDocumentTitle } from '../../ui/Page';
import styles from './studio.module.css';
import { LoadState, StudioTable } from './StudioTable';

/**
 * The moves offered from each status: forward along the order's life, and cancelling before it
 * ships. The server checks every move again against its own list of allowed changes.
 */
const FORWARD: Partial<Record<OrderStatus, OrderStatus[]>> = {
  received: ['in_production'],
  in_production: ['shipped', 'ready_for_pickup'],
  shipped: ['delivered'],
  ready_for_pickup: ['delivered'],
};
const CANCELLABLE: OrderStatus[] = ['received', 'in_production'];

/** /studio/orders: confirmed orders, moved along, cancelled or refunded through the staff API. */
export function OrdersPage() {
  const { t } = useTranslation();
  const format = useFormat();
  useDocumentTitle(t('studio.ordersTitle'));
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [page, setPage] = useState(1);
  const orders = useStaffOrders(status, page);
  const move = useMoveOrder();
  const [actError, setActError] = useState<string | null>(null);

  const onMove = (order: StaffOrder, m: OrderMove) => {
    const question =
      m.kind === 'cancel'
        ? t('studio.confirm_cancel', { reference: order.reference })
        : m.kind === 'refund'
          ? t('studio.confirm_refund', { reference: order.reference })
          : null;
    if (question && !window.confirm(question)) return;
    move.mutate({ orderUuid: order.orderUuid, move: m });
  };
  const onAct = async (email: string) => {
    setActError(null);
    try {
      window.location.assign((await actAsCustomer(email)).url);
    } catch (error) {
      setActError(error instanceof Error ? error.message : t('common.loadFailed'));
    }
  };

  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.total / orders.data.pageSize)) : 1;
  return (
    <>
      <h1>{t('studio.ordersTitle')}</h1>
      <div className={styles.row}>
        <label>
          {t('studio.statusFilter')}{' '}
          <select
            value={status ?? ''}
            onChange={(e) => {
              setStatus(e.target.value === '' ? null : (e.target.value as OrderStatus));
              setPage(1);
            }}
          >
            <option value="">{t('studio.allStatuses')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`orders.status_${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {move.isError && <Alert tone="error">{move.error.message}</Alert>}
      {actError && <Alert tone="error">{actError}</Alert>}
      <LoadState query={orders} />
      {orders.data && orders.data.orders.length === 0 && (
        <p className={styles.muted}>{t('studio.noOrders')}</p>
      )}
      {orders.data && orders.data.orders.length > 0 && (
        <StudioTable
          columns={[
            { label: t('studio.reference') },
            { label: t('studio.confirmedAt') },
            { label: t('studio.customer') },
            { label: t('studio.total'), number: true },
            { label: t('studio.status') },
            { label: t('studio.actions') },
          ]}
        >
          <tbody>
            {orders.data.orders.map((order) => {
              const busy = move.isPending && move.variables.orderUuid === order.orderUuid;
              // Forward is the order's next step; cancel and refund are the moves set apart.
              const moveButton = (m: OrderMove, label: string) => (
                <Button
                  key={label}
                  variant={m.kind === 'advance' ? 'secondary' : 'text'}
                  disabled={busy}
                  onClick={() => onMove(order, m)}
                >
                  {label}
                </Button>
              );
              return (
                <tr key={order.orderUuid} data-order={order.reference}>
                  <td className={styles.code}>{order.reference}</td>
                  <td>{format.date(order.confirmedAt)}</td>
                  <td>{order.email}</td>
                  <td className={styles.number}>
                    {format.amount({ amount: order.total, currency: order.currency })}
                  </td>
                  <td>{t(`orders.status_${order.status}`)}</td>
                  <td>
                    <div className={styles.actions}>
                      {(FORWARD[order.status] ?? []).map((to) =>
                        moveButton(
                          { kind: 'advance', status: to },
                          t('studio.moveTo', { status: t(`orders.status_${to}`) }),
                        ),
                      )}
                      {CANCELLABLE.includes(order.status) &&
                        moveButton({ kind: 'cancel' }, t('studio.cancel'))}
                      {order.status !== 'refunded' &&
                        moveButton({ kind: 'refund' }, t('studio.refund'))}
                      {order.email && (
                        <Button variant="text" onClick={() => void onAct(order.email ?? '')}>
                          {t('studio.actAsCustomer')}
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </StudioTable>
      )}
      {pages > 1 && (
        <div className={styles.row}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('studio.previous')}
          </Button>
          <span>{t('studio.page', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('studio.next')}
          </Button>
        </div>
      )}
    </>
  );
}
