// Whether the SMTP relay answers, as the mail dispatcher's sends find it (GET /api/health lists
// `smtp` as degraded while it does not): unreachable after a send fails to connect or talk to
// it, reachable again once the relay answers a send (delivered, or refused with an SMTP code).
// Unknown until the first send: assumed reachable.

/** The relay could not be reached or talked to (nodemailer's codes, or the socket's). */
export function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === 'string' &&
    /^(ECONNECTION|ETIMEDOUT|ESOCKET|EDNS|ECONN|EHOST|ENETUNREACH|ENOTFOUND|EPIPE|EAI_)/.test(code)
  );
}

type Transport<M> = { sendMail: (message: M) => Promise<unknown>; close: () => void };

/** `transport`, whose sends also record whether the relay answers (`reachable()`). */
export function watchReachability<M>(
  transport: Transport<M>,
): Transport<M> & { reachable: () => boolean } {
  let reachable = true;
  return {
    async sendMail(message) {
      try {
        const sent = await transport.sendMail(message);
        reachable = true;
        return sent;
      } catch (error) {
        if (isConnectionError(error)) reachable = false;
        // An SMTP reply (a refusal of this message): the relay answers.
        else if (typeof (error as { responseCode?: unknown }).responseCode === 'number') {
          reachable = true;
        }
        throw error;
      }
    },
    close: () => transport.close(),
    reachable: () => reachable,
  };
}
