/** Registration form input; the client derives username, full name and address from it. */
export interface RegisterParams {
  email: string;
  password: string;
  /** Country name, e.g. from the geolocation prefill. */
  country: string;
}

/** Registration body as sent (spec section 3). */
export interface RegisterPayload {
  username: string;
  email: string;
  password: string;
  fullName: string;
  country: string;
  address: string;
}

/** Login body: the username is filled from the email field. */
export interface LoginPayload {
  username: string;
  password: string;
}

/** One-time code submission. */
export interface ActivateAccountPayload {
  email: string;
  activationCode: string;
}

/** The data of login, register and one-time code replies. */
export interface JwtData {
  jwt: string;
}
