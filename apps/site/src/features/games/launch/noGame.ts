/** The list a launch starts the first game of is empty: nothing to start. */
export class NoGameError extends Error {
  override readonly name = 'NoGameError';
  constructor() {
    super('No game to start');
  }
}
