import { tokens } from './brandTokens';

export { tokens };

export type Tokens = typeof tokens;

declare module 'styled-components' {
  /** styled-components' theme is the CSI tokens. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Tokens {}
}
