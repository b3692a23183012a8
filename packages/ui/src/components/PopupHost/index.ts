export { PopupHost } from './PopupHost';
export type { PopupHostProps } from './PopupHost';
export { PopupProvider } from './PopupProvider';
export type { PopupProviderProps } from './PopupProvider';
export { POPUP_DURATION_MS, POPUP_FADE_MS } from './popupTiming';
