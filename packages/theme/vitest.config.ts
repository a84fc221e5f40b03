import { defineProject } from 'vitest/config';

// Pure TypeScript: tests run in Node, no DOM.
export default defineProject({
  test: {
    name: 'theme',
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
  },
});
