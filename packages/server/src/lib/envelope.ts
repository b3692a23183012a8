import { Type, type TSchema } from 'typebox';

/**
 * The success answer `{ msg, data }` around `data`. As a route's response schema it also filters the answer: a
 * field it does not name never leaves the server.
 */
export const envelope = <T extends TSchema>(data: T) => Type.Object({ msg: Type.String(), data });

/** The answers `{ msg, data: null }`. */
export const msgOnly = envelope(Type.Null());
