import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '@lingui/core';
import { activateCatalog, activateDeferredCatalog } from '@lobby/i18n';

// The catalogs component tests render in, the deferred parts' messages included (the site loads
// them with those parts); `render({ locale })` switches between them.
for (const tag of ['ar', 'ms', 'en']) {
  await activateCatalog(i18n, tag);
  await activateDeferredCatalog(i18n, tag);
}

afterEach(() => {
  cleanup();
});
