/** The reply of every call to our API: a message for people and the payload. */
export interface Envelope<T> {
  /** A message meant for the user (success text or the reason of a failure). */
  msg: string;
  /** The payload; `null` when the call only reports an outcome. */
  data: T;
}
