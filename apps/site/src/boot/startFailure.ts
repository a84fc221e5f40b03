import { START_FAILURE_ID } from './contract';

/**
 * Shows that the site could not start, with a reload: the application's code or its catalog did
 * not arrive, so neither React nor the visitor's language can help. The build renders the
 * failed-start screen of the default language into every page (a template, docs/startup.md);
 * the boot script and the application's start show it from there.
 */
export function showStartFailure(): void {
  const root = document.getElementById('root');
  const template = document.getElementById(START_FAILURE_ID);
  if (!root) return;
  if (template instanceof HTMLTemplateElement) {
    root.replaceChildren(template.content.cloneNode(true));
  } else {
    // Only the development server's page has no template: its developer reads English.
    const reload = document.createElement('button');
    reload.textContent = 'Reload';
    root.replaceChildren('The site could not load.', reload);
  }
  root.querySelector('button')?.addEventListener('click', () => window.location.reload());
}
