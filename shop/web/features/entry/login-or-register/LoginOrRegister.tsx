import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { flaggedFields, register } from '../../../api/account/register';
import { userExists } from '../../../api/account/user-exists';
import { ApiError } from '../../../api/client';
import { invalidateSession } from '../../../api/session/invalidate-session';
import { login } from '../../../api/session/login';
import type { VerifiedCode } from '../CodeEntry';
import { goToNewPictureSet } from '../new-picture-set';
import { EmailStep } from './EmailStep';
import { loginOrRegisterMachine } from './machine';
import { PasswordStep } from './PasswordStep';
import { RegisterStep } from './RegisterStep';

/** Register errors carry the fields create.php names, for the statechart to keep. */
async function registerWithFields(input: Parameters<typeof register>[0]) {
  try {
    return await register(input);
  } catch (error) {
    if (error instanceof ApiError) throw Object.assign(error, { fields: flaggedFields(error) });
    throw error;
  }
}

/** After a verified code: e-mail, then sign in (known user) or register (new user). */
export function LoginOrRegister({
  verified,
  onCancel,
}: {
  verified: VerifiedCode;
  onCancel: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, send] = useMachine(
    loginOrRegisterMachine.provide({
      actors: {
        checkEmail: fromPromise(({ input }) => userExists(input.email)),
        signIn: fromPromise(({ input }) => login(input)),
        register: fromPromise(async ({ input }) => {
          const user = await registerWithFields({
            email: input.email,
            code: input.code,
            mobile: input.mobile.trim(),
            password: input.password,
            confirm_password: input.password,
            acceptmail: input.acceptmail,
            termsofservice: true,
          });
          return { user, addedSubjects: [] };
        }),
      },
      actions: {
        // Login with a new code: refresh the sets and cart, then show the new set.
        signedIn: (_, { user, addedSubjects }) => {
          void invalidateSession(queryClient, user);
          goToNewPictureSet(navigate, addedSubjects[0] ?? verified.subject?.uuid ?? null);
        },
      },
    }),
    { input: { code: verified.code, subjectUuid: verified.subject?.uuid ?? null } },
  );
  const { context } = state;

  if (state.matches('password') || state.matches('signingIn') || state.matches('signedIn'))
    return (
      <PasswordStep
        email={context.email}
        busy={!state.matches('password')}
        error={context.error}
        onSubmit={(password) => send({ type: 'SUBMIT_PASSWORD', password })}
        onBack={() => send({ type: 'BACK' })}
      />
    );
  if (state.matches('register') || state.matches('registering'))
    return (
      <RegisterStep
        email={context.email}
        busy={state.matches('registering')}
        error={context.error}
        errorFields={context.errorFields}
        onSubmit={(form) => send({ type: 'SUBMIT_REGISTER', form })}
        onBack={() => send({ type: 'BACK' })}
      />
    );
  return (
    <EmailStep
      subjectName={verified.subject?.name ?? null}
      initialEmail={context.email}
      busy={state.matches('checkingEmail')}
      error={context.error}
      onSubmit={(email) => send({ type: 'SUBMIT_EMAIL', email })}
      onBack={onCancel}
    />
  );
}
