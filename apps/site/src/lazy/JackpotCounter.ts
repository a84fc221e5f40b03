// A chunk of its own: loaded after the first paint (QUALITY.md, initial JS budget).
export { JackpotCounter } from '@lobby/ui';
