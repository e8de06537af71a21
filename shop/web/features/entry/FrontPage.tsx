import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isSignedIn, useUser } from '../../api/session/get-user';
import { englishPages } from '../../i18n/i18n';
import { LoadingBlock } from '../../ui/Spinner';
import { CodeEntry } from './CodeEntry';
import type { VerifiedCode } from './CodeEntry';

// Code entry ships with the shell; the other states (and xstate, which their flows run on, and
// their English) load after the front page shows, so they are usually there before they are needed.
const withEnglish = <T,>(module: Promise<T>) =>
  Promise.all([module, englishPages()]).then(([loaded]) => loaded);
const loadSignIn = () => withEnglish(import('./SignInPanel'));
const loadLoginOrRegister = () => withEnglish(import('./login-or-register/LoginOrRegister'));
const SignInPanel = lazy(() => loadSignIn().then((m) => ({ default: m.SignInPanel })));
const LoginOrRegister = lazy(() =>
  loadLoginOrRegister().then((m) => ({ default: m.LoginOrRegister })),
);
const SignedInEntry = lazy(() =>
  import('./SignedInEntry').then((m) => ({ default: m.SignedInEntry })),
);

/**
 * The root path holds the front page's states: code entry (default), sign-in (#login) and
 * login-or-register after a verified code; a signed-in user adds another picture set.
 */
export function FrontPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const { data: user, isPending } = useUser();
  const [verified, setVerified] = useState<VerifiedCode | null>(null);
  const anonymous = !isPending && !isSignedIn(user);

  useEffect(() => {
    if (!anonymous) return;
    void loadSignIn();
    void loadLoginOrRegister();
  }, [anonymous]);

  const loading = <LoadingBlock label={t('common.loading')} />;
  if (isPending) return loading;
  return (
    <Suspense fallback={loading}>
      {isSignedIn(user) ? (
        <SignedInEntry />
      ) : hash === '#login' ? (
        <SignInPanel />
      ) : verified ? (
        <LoginOrRegister verified={verified} onCancel={() => setVerified(null)} />
      ) : (
        <CodeEntry onVerified={setVerified} />
      )}
    </Suspense>
  );
}
