// A chunk of its own: loaded after the first paint (QUALITY.md, initial JS budget).
export { Snow } from '@lobby/ui';
