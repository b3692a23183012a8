// The site's own styled rules read the CSI tokens: type styled-components' theme as CsiTheme.
import type { CsiTheme } from '@csi/ui';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends CsiTheme {}
}
