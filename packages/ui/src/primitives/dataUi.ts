/**
 * The `data-ui` stamp every styled part carries (`data-ui="Tabs.Trigger"`): a stable hook for tests
 * and brand overrides. React accepts any data-* attribute; this type lets `.attrs()` accept it too.
 */
export interface DataUi {
  'data-ui'?: string;
}
