import { defineProject } from 'vitest/config';

// Pure TypeScript: tests run in Node, no DOM.
export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
