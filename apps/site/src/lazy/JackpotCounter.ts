// A chunk of its own: loaded after the first paint (docs/quality.md, initial JS budget).
export { JackpotCounter } from '@lobby/ui';
