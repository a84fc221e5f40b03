import { defineProject } from 'vitest/config';

// Pure TypeScript: tests run in Node, no DOM.
export default defineProject({
  test: {
    name: 'core',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
