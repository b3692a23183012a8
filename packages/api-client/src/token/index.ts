export * from './tokenStore';
export * from './decodeToken';
export * from './isLoggedIn';
export * from './getRole';
export * from './isAdmin';
export * from './clearSession';
