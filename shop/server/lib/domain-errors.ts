import { Messages, type ErrorCode } from '../../contract/errors';

/**
 * What a service says went wrong, without knowing HTTP: the kind (which `plugins/errors.ts`
 * alone turns into a status), a machine code for clients and the message a person reads.
 */
export type DomainErrorKind = 'not-found' | 'refused' | 'forbidden' | 'conflict';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The thing asked for does not exist, or is not the caller's: the two answers look the same. */
export class NotFound extends DomainError {
  readonly kind = 'not-found' as const;
  constructor(message: string = Messages.notFound) {
    super('not-found', message);
  }
}

/** The request breaks one of the domain's rules; the code says which. */
export class Refused extends DomainError {
  readonly kind = 'refused' as const;
}

/** The caller may not have this (a file they did not buy, a full quota). */
export class Forbidden extends DomainError {
  readonly kind = 'forbidden' as const;
}

/** Something changed under the request (paid in another tab, a new total): nothing was done. */
export class Conflict extends DomainError {
  readonly kind = 'conflict' as const;
}
