// A chunk of its own: loaded after the first paint (docs/quality.md, initial JS budget).
export { Snow } from '@lobby/ui';
