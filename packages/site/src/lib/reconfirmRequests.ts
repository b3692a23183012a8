import type { IdentityProof, PasskeyAuthenticationResponse } from '@csi/api-client';

/** Confirming with a passkey: whether the account has one, and asking the browser for its answer. */
export interface ReconfirmPasskey {
  /** True when the signed-in account holds a passkey (false when that cannot be told). */
  available: () => Promise<boolean>;
  /** Asks the browser for one of the account's passkeys; rejects when cancelled or refused. */
  answer: () => Promise<PasskeyAuthenticationResponse>;
}

/** A sensitive call refused because sudo mode lapsed, waiting for the person to confirm it is them. */
export interface ReconfirmRequest {
  /** Names one opening of the dialog: refusals that join an open dialog keep its id (and what was typed). */
  id: number;
  /** Confirms the identity on the server with the password, a code or a passkey; rejects with the server's refusal. */
  confirm: (proof: IdentityProof) => Promise<unknown>;
  /** The way to confirm with a passkey, when the client offers one. */
  passkey?: ReconfirmPasskey;
  /** Ends the request: true once confirmed (the call is sent again), false when the person cancelled. */
  settle: (confirmed: boolean) => void;
}

let pending: ReconfirmRequest | null = null;
let opened = 0;
let hosts = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * The site client's `reconfirm` (client.ts): asks the dialog the shell mounts (ReconfirmHost) and resolves with the
 * person's answer; `passkey`, when given, lets the dialog offer the account's passkey. Refusals that arrive while the dialog is open share its one answer. Without a mounted dialog (the
 * server's render, a test without the shell) it answers false at once, so the call fails with its refusal.
 */
export function askToReconfirm(confirm: ReconfirmRequest['confirm'], passkey?: ReconfirmPasskey): Promise<boolean> {
  if (hosts === 0) return Promise.resolve(false);
  return new Promise((resolve) => {
    const earlier = pending;
    pending = {
      id: earlier?.id ?? ++opened,
      confirm: earlier?.confirm ?? confirm,
      passkey: earlier ? earlier.passkey : passkey,
      settle: (confirmed) => {
        pending = null;
        earlier?.settle(confirmed);
        resolve(confirmed);
        notify();
      },
    };
    notify();
  });
}

/** The request the dialog shows now, or null (useSyncExternalStore). */
export const currentReconfirm = (): ReconfirmRequest | null => pending;

/** Subscribes a mounted dialog to the requests; from then on refusals wait for it (useSyncExternalStore). */
export function subscribeReconfirm(onChange: () => void): () => void {
  hosts += 1;
  listeners.add(onChange);
  return () => {
    hosts -= 1;
    listeners.delete(onChange);
  };
}
