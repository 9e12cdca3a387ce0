import type { Advise, AdviceTopic } from '../clients/service/advice.js'

/** What to do after a failed call, in the action's words: the inputs to check or change. */
const ADVICE: Record<AdviceTopic, string> = {
  credentials: 'Check the API key secret passed as `api-key`, and that `region` (or `base-url`) is where the key was issued.',
  permission: 'The key is valid but not allowed to do this: check its permissions in the organization given as `org`.',
  'missing-environment': 'Check `org` and `environment`: the environment may be misnamed, not created yet, or archived.',
  'missing-flow':
    'Check `org`, `flow` and `trail`: the flow may be misnamed or not created yet. Create it first with `operation: create-flow` (running it again changes nothing), then begin the trail with `begin-trail`.',
  'missing-record': 'Check `org` and the names in the path: one of them does not exist in the service.',
  'refused-request':
    "The service's words above say what it could not take: check the inputs behind it (names, JSON, files). If they look right, the request the action built may be at fault: please report it.",
  conflict:
    'What was sent clashes with what the service already holds (the words above say what): choose another name, or change or archive the existing record first.',
  'refused-field': 'The service refused the value of the field named above: check the input that gives it (a name in the flow template, a type, a JSON value).',
  'rate-limited': 'The service is rate limiting this key; space out the calls or raise `max-retries`.',
  'server-failed': 'The service failed; try again later, or use `on-error: warn` to keep the job going and replay later.',
  slow: 'The service may be overloaded; raise `timeout-seconds` if large reports are expected.',
  unreachable: 'Check that the runner can reach the service (region, `base-url`, proxy settings such as HTTPS_PROXY and NO_PROXY).',
  'foreign-answer': 'Check `base-url` (a proxy or another service may have answered), or try again later.',
  'other-host': "Set `base-url` to the service's real address."
}

export const actionAdvice: Advise = (topic) => ADVICE[topic]

/** A step with `on-error: warn` already goes on and saves what it could not send: advice to set it is noise there. */
const GOING_ON: Partial<Record<AdviceTopic, string>> = { 'server-failed': 'The service failed; try again later.' }

/** The advice for a step run with this `on-error`. */
export function adviceFor(onError: 'fail' | 'warn'): Advise {
  return onError === 'warn' ? (topic) => GOING_ON[topic] ?? ADVICE[topic] : actionAdvice
}
