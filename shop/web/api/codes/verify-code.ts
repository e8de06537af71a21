import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyCodeResponse } from '../../../contract/codes';
import { call } from '../client';
import { invalidateSession } from '../session/invalidate-session';
import { codeAddresses } from '../../../contract/addresses/codes';

/** A wrong code answers 200 with `valid: false`; throttling and bad requests throw ApiError. */
export function verifyCode(code: string): Promise<VerifyCodeResponse> {
  return call(codeAddresses.verify, { query: { code } });
}

/** A valid code gives the visitor an (anonymous) user holding the set, or adds it to the account. */
export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCode,
    onSuccess: (answer) => {
      if (answer.valid) void invalidateSession(queryClient);
    },
  });
}
