// Inside this package styled rules read the CSI tokens. Not part of the published types: apps
// type their own DefaultTheme (see README, "Theming").
import type { CsiTheme } from './theme/CsiTheme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends CsiTheme {}
}
