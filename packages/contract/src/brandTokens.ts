// The token values alone (no styled-components typing), so the server's own pages wear the brand too; @csi/ui's
// dark theme is these values, its light theme starts from them.
/** Design tokens of the CSI brand. Styled rules read these, never literal colours. */
export const brandTokens = {
  color: {
    bg: '#0b1220',
    surface: '#111a2e',
    surfaceAlt: '#17223a',
    text: '#e8edf7',
    textMuted: '#a9b4c9',
    primary: '#3ddc97',
    /** Text on a `primary` background. */
    primaryText: '#06251a',
    accent: '#5aa9ff',
    danger: '#ff6b6b',
    /** Text on a `danger` background. */
    dangerText: '#1a0505',
    warning: '#ffc857',
    success: '#3ddc97',
    info: '#5aa9ff',
    /** Text on the light pastel headers of article cards (pastelColor), whatever the theme. */
    pastelText: '#0b1220',
    border: '#2a3652',
    overlay: 'rgba(3, 7, 15, 0.72)',
    focus: '#ffd166',
    /** Series colours of charts; a service keeps its colour in every chart (serviceColour). */
    chart: ['#5aa9ff', '#3ddc97', '#ffc857', '#ff6b6b', '#c792ea', '#4dd0e1', '#f78c6c', '#a9b4c9', '#ff9ecf'],
  },
  font: {
    body: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif",
    mono: "'JetBrains Mono', 'Fira Code', ui-monospace, monospace",
  },
  radius: { sm: '4px', md: '8px', lg: '14px', round: '999px' },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' },
  breakpoint: { sidebar: 620, stack: 850, mobileMenu: 1023, modalSmall: 768 },
  shadow: { card: '0 6px 24px rgba(0, 0, 0, 0.35)' },
} as const;
