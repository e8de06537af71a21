import { describe, expect, it } from 'vitest';
import { isNativeApp } from './native-app';

const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

describe('isNativeApp (the wrapper appends KeepsakeApp/<version> to its user agent)', () => {
  it.each([
    ['the iOS wrapper', `${iPhoneSafari.replace(' Safari/604.1', '')} KeepsakeApp/2.4.1`],
    ['the Android wrapper', `${androidChrome} KeepsakeApp/3.0`],
    ['the token alone', 'KeepsakeApp/1'],
  ])('recognises %s', (_, userAgent) => {
    expect(isNativeApp(userAgent)).toBe(true);
  });

  it.each([
    ['Safari on an iPhone', iPhoneSafari],
    ['Chrome on Android', androidChrome],
    ['a token without a version', `${androidChrome} KeepsakeApp`],
    ['a longer name ending in the token', `${androidChrome} NotKeepsakeApp/2.0`],
    ['the name in lower case', `${androidChrome} keepsakeapp/2.0`],
    ['an empty user agent', ''],
  ])('does not mistake %s for the wrapper', (_, userAgent) => {
    expect(isNativeApp(userAgent)).toBe(false);
  });

  it('reads the browser user agent when given none (Node has no wrapper token)', () => {
    expect(isNativeApp()).toBe(false);
  });
});
