import { __PRIVATE__ } from 'styled-components';

const { StyleSheet } = __PRIVATE__;

/** The attribute on each style element that holds a batch of at-rules. */
export const AT_RULE_SHEET_ATTRIBUTE = 'data-ui-at-rules';

/**
 * styled-components' sheet, with its at-rules written elsewhere.
 *
 * styled-components keeps every rule in one style element and adds a component's rules to it the
 * first time the component renders. Chromium restyles only the elements a new plain rule names,
 * but a new at-rule (`@media`, `@container`, `@supports`, `@keyframes`) in a sheet makes it
 * restyle every element that sheet styles: the whole page, 10-15 ms at 1x on a lobby page, each
 * time a component with a hover, reduced-motion or container rule first appears. The same rule
 * in a sheet of its own costs only the elements it names.
 *
 * So plain rules stay in styled-components' sheet, in its order, and at-rules gathered during one
 * task go into a new style element after it. An at-rule then follows its own component's plain
 * rules, as before, and also those of components registered after it; no component here relies on
 * a later component's plain rule winning over an earlier one's at-rule.
 */
export class AtRuleSplittingSheet extends StyleSheet {
  private pending: string[] = [];

  override insertRules(id: string, name: string, rules: string[]): void {
    // Without a document (a render in Node) there is no page to restyle.
    if (typeof document === 'undefined') {
      super.insertRules(id, name, rules);
      return;
    }
    const plain: string[] = [];
    const wasEmpty = this.pending.length === 0;
    for (const rule of rules) (rule.startsWith('@') ? this.pending : plain).push(rule);
    // Always: it records the name as injected, so the component never compiles it again.
    super.insertRules(id, name, plain);
    // After this task's script and before the browser styles the page again.
    if (wasEmpty && this.pending.length > 0) queueMicrotask(() => this.flush());
  }

  private flush(): void {
    const style = document.createElement('style');
    style.setAttribute(AT_RULE_SHEET_ATTRIBUTE, '');
    style.textContent = this.pending.join('\n');
    this.pending = [];
    // Last in the head, so after styled-components' own element, which the plain rules created.
    document.head.append(style);
  }
}

/** The one sheet every ThemeRoot renders into. */
export const atRuleSplittingSheet = new AtRuleSplittingSheet();
