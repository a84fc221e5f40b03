// A chunk of its own: loaded after the first paint (QUALITY.md, initial JS budget).
export { CompactLoginForm as default } from '@lobby/ui';
