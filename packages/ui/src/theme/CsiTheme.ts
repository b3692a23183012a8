/**
 * The design tokens every CSI component reads. Values are plain strings (and pixel numbers for
 * breakpoints), so any app can supply its own theme; build one with `createTheme`.
 */
export interface CsiTheme {
  color: {
    bg: string;
    surface: string;
    surfaceAlt: string;
    text: string;
    textMuted: string;
    primary: string;
    /** Text on a `primary` background. */
    primaryText: string;
    accent: string;
    danger: string;
    /** Text on a `danger` background. */
    dangerText: string;
    warning: string;
    success: string;
    info: string;
    /** Text on the light pastel headers of article cards (pastelColor), whatever the theme. */
    pastelText: string;
    border: string;
    overlay: string;
    focus: string;
    /** Series colours of charts; a service keeps its colour in every chart (serviceColour). */
    chart: readonly string[];
  };
  font: { body: string; mono: string };
  radius: { sm: string; md: string; lg: string; round: string };
  space: { xs: string; sm: string; md: string; lg: string; xl: string };
  /** Widths in px at which layouts change. */
  breakpoint: { sidebar: number; stack: number; mobileMenu: number; modalSmall: number };
  shadow: { card: string };
}
