import type { RecordingHandle } from '../../api/debug/recordings';

// Consent and the running recording belong to this browser session only (sessionStorage).
const KEY = 'keepsake.debug.recording';
const CONSENT_KEY = 'keepsake.debug.consent';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage is blocked together with cookies in some browsers.
    return null;
  }
}

export function storedRecording(): RecordingHandle | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<RecordingHandle>;
    return typeof value.uuid === 'string' && typeof value.token === 'string'
      ? { uuid: value.uuid, token: value.token }
      : null;
  } catch {
    return null;
  }
}

export function storeRecording(handle: RecordingHandle | null): void {
  const s = storage();
  if (!s) return;
  if (handle) s.setItem(KEY, JSON.stringify(handle));
  else s.removeItem(KEY);
}

/** The visitor's consent to recording, kept for this browser session. */
export function storedConsent(): boolean {
  return storage()?.getItem(CONSENT_KEY) === 'yes';
}

export function storeConsent(consent: boolean): void {
  const s = storage();
  if (!s) return;
  if (consent) s.setItem(CONSENT_KEY, 'yes');
  else s.removeItem(CONSENT_KEY);
}

/** Debug mode needs cookies (the session) and session storage (the consent). */
export function cookiesEnabled(): boolean {
  return typeof navigator !== 'undefined' && navigator.cookieEnabled && storage() !== null;
}
