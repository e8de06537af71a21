import { Agent, type Dispatcher, getGlobalDispatcher, setGlobalDispatcher } from 'undici';

const redirected = new Map<string, URL>();
let installed = false;

/**
 * Tests only: sends the HTTP calls that an SDK makes to `fromOrigin` to `to` (a local stand-in)
 * instead. The Vipps MobilePay SDK has its hosts written in and no base-URL option; this
 * reroutes its fetch calls at the connection, leaving every other origin untouched.
 */
export function redirectOrigin(fromOrigin: string, to: string): void {
  redirected.set(new URL(fromOrigin).origin, new URL(to));
  if (installed) return;
  installed = true;
  const previous = getGlobalDispatcher();
  const local = new Agent();
  const dispatch: Dispatcher['dispatch'] = (opts, handler) => {
    const origin = typeof opts.origin === 'string' ? opts.origin : opts.origin?.toString();
    const target = origin === undefined ? undefined : redirected.get(new URL(origin).origin);
    if (target === undefined) return previous.dispatch(opts, handler);
    const base = target.pathname.replace(/\/$/, '');
    return local.dispatch({ ...opts, origin: target.origin, path: `${base}${opts.path}` }, handler);
  };
  setGlobalDispatcher(Object.assign(Object.create(previous) as Dispatcher, { dispatch }));
}
