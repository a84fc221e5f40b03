import type { Theme } from '@lobby/theme';

// Types `props.theme` in every styled component. It must sit in a .ts module that the package's
// entry imports: a lone .d.ts is not seen when the site type-checks this package's source.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}

export type { Theme };
