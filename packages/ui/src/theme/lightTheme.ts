import type { CsiTheme } from './CsiTheme';
import { darkTheme } from './darkTheme';

/** Dark text on a white page; every text colour meets WCAG AA (4.5:1) on every surface. */
export const lightTheme: CsiTheme = {
  ...darkTheme,
  color: {
    bg: '#ffffff',
    surface: '#f5f7fb',
    surfaceAlt: '#e9eef6',
    text: '#0b1220',
    textMuted: '#4a5568',
    primary: '#0b7a4b',
    primaryText: '#ffffff',
    accent: '#0a58ca',
    danger: '#b4232a',
    dangerText: '#ffffff',
    warning: '#8a5300',
    success: '#0b7a4b',
    info: '#0a58ca',
    pastelText: '#0b1220',
    border: '#9aa7bd',
    overlay: 'rgba(11, 18, 32, 0.55)',
    focus: '#b34700',
    chart: ['#0a58ca', '#0b7a4b', '#8a5300', '#b4232a', '#7b3fb5', '#00727f', '#a8481a', '#4a5568', '#b3175a'],
  },
  shadow: { card: '0 4px 16px rgba(11, 18, 32, 0.12)' },
};
