import { brandTokens } from '@csi/contract';
import type { CsiTheme } from './CsiTheme';

/** The CSI brand theme: light text on a dark navy page. The default of every component. */
export const darkTheme: CsiTheme = brandTokens;
