/**
 * What to do next after a failed call, by topic. The client knows only the topic; the words
 * that name the action's inputs (`api-key`, `base-url` …) are the action's (src/advice.ts),
 * given to the client when it is made, so this library names no input of its own.
 */
export type AdviceTopic =
  /** 401: the key was not accepted. */
  | 'credentials'
  /** 403: the key may not do this. */
  | 'permission'
  /** 404 on an environment's path. */
  | 'missing-environment'
  /** 404 on a path within a flow (its trails, attestations, artifacts, approvals). */
  | 'missing-flow'
  /** 404 elsewhere: a name in the path does not exist. */
  | 'missing-record'
  | 'rate-limited'
  /** 400 (and a 4xx without a topic of its own): the service could not take the request as sent. */
  | 'refused-request'
  /** 409: the request clashes with what the service holds, such as a name already taken. */
  | 'conflict'
  /** 422: the request was read, and a field's value refused. */
  | 'refused-field'
  | 'server-failed'
  /** No complete answer in time. */
  | 'slow'
  | 'unreachable'
  /** An answer that is not the service's (a proxy, another service). */
  | 'foreign-answer'
  /** A redirect to another host, refused. */
  | 'other-host'

export type Advise = (topic: AdviceTopic) => string

/** Without the action's words, a plain sentence that names no input. */
export const NO_ADVICE: Advise = () => ''
