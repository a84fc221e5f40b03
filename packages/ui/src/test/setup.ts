import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '@lingui/core';
import { activateCatalog } from '@lobby/i18n';

// The catalogs component tests render in; `render({ locale })` switches between them.
for (const tag of ['ar', 'ms', 'en']) await activateCatalog(i18n, tag);

afterEach(() => {
  cleanup();
});
