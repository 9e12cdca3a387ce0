import { TransportError } from './transport-error.js'

/**
 * How one client tries again. The loop is the same for every client of the action; what counts
 * as worth another try, and how long to wait, is each caller's (the service's POSTs may repeat
 * only when provably unprocessed; a registry's token request never waits past its deadline).
 */
export interface RetryPolicy<A> {
  /** Tries after the first. */
  maxRetries: number
  /** Whether this outcome, an answer or a transport failure, may pass on another try. */
  transient(outcome: A | TransportError): boolean
  /** The wait before retry `retry` (1 for the first), given the outcome that asked for it. */
  delayMs(retry: number, outcome: A | TransportError): number
  /** Whether a wait this long still leaves time to try (a deadline); always, when not given. */
  canWait?(delayMs: number): boolean
  /** Said before each wait: for the log. */
  onRetry?(outcome: A | TransportError, delayMs: number, attempt: number): void
  /** Injected so tests can run backoff without waiting. */
  sleep?: (ms: number) => Promise<void>
}

/** How the tries ended: the last outcome, an answer or a transport failure, and how many there were. */
export interface Settled<A> {
  outcome: A | TransportError
  attempts: number
}

/**
 * Runs `attempt` until it gives an outcome the policy does not call transient, the retries are
 * spent, or no time is left. A transport failure is an outcome like an answer; any other error
 * is a verdict, never retried, and ends the loop as thrown.
 */
export async function withRetries<A>(attempt: (n: number) => Promise<A>, policy: RetryPolicy<A>): Promise<Settled<A>> {
  const sleep = policy.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  for (let n = 1; ; n++) {
    let outcome: A | TransportError
    try {
      outcome = await attempt(n)
    } catch (error) {
      if (!(error instanceof TransportError)) throw error
      outcome = error
    }
    if (n > policy.maxRetries || !policy.transient(outcome)) return { outcome, attempts: n }
    const delay = policy.delayMs(n, outcome)
    if (policy.canWait && !policy.canWait(delay)) return { outcome, attempts: n }
    policy.onRetry?.(outcome, delay, n)
    await sleep(delay)
  }
}
