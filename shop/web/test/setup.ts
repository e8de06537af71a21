// Set-up of the `dom` test project: jest-dom's matchers, English strings, a clean page per test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { englishPages, initI18n } from '../i18n/i18n';

beforeAll(async () => {
  await initI18n();
  await englishPages();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
