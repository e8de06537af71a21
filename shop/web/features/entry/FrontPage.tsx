import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isSignedIn, useUser } from '../../api/session/get-user';
import { LoadingBlock } from '../../ui/Spinner';
import { CodeEntry } from './CodeEntry';
import type { VerifiedCode } from './CodeEntry';
import { LoginOrRegister } from './login-or-register/LoginOrRegister';
import { SignInPanel } from './SignInPanel';
import { SignedInEntry } from './SignedInEntry';

/**
 * The root path holds the front page's states: code entry (default), sign-in (#login) and
 * login-or-register after a verified code; a signed-in user adds another picture set.
 */
export function FrontPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const { data: user, isPending } = useUser();
  const [verified, setVerified] = useState<VerifiedCode | null>(null);

  if (isPending) return <LoadingBlock label={t('common.loading')} />;
  if (isSignedIn(user)) return <SignedInEntry />;
  if (hash === '#login') return <SignInPanel />;
  if (verified) return <LoginOrRegister verified={verified} onCancel={() => setVerified(null)} />;
  return <CodeEntry onVerified={setVerified} />;
}
