export { AuthGatePopup } from './AuthGatePopup';
export type { AuthGatePopupProps, AuthGateVariant } from './AuthGatePopup';
