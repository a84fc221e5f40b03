import { defineProject } from 'vitest/config';

// The sandbox is tested over real HTTP on an ephemeral port with an in-memory database.
export default defineProject({
  test: {
    name: 'sandbox',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
