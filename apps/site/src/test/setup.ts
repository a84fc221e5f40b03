import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Answers render in a transition, which React may finish over several tasks: beside the other
// projects' workers on a two-core machine that takes over the default second now and then.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  // A test in Node (the build's render of a shell) has no window.
  if (typeof window !== 'undefined') window.localStorage.clear();
});
