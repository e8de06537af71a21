import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isSignedIn, useUser } from '../../api/session/get-user';
import { paths } from '../../lib/paths';
import { saveReferrer } from '../../lib/referrer';
import { LoadingBlock } from '../../ui/Spinner';

/**
 * Lets a route through only with a user; otherwise remembers where the visitor was going and
 * sends them to sign in. `registered` refuses the anonymous user a code creates (account,
 * checkout); products and cart accept it, as the visitor may browse and use the cart.
 */
export function RequireUser({ registered }: { registered: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { data: user, isPending } = useUser();

  if (isPending) return <LoadingBlock label={t('common.loading')} />;
  const allowed = registered ? isSignedIn(user) : Boolean(user);
  if (!allowed) {
    saveReferrer(location);
    return <Navigate to={paths.login} replace />;
  }
  return <Outlet />;
}
