import { REGISTRY } from './registry.js'

/**
 * The heading of a failed run: what the operation makes, from its declaration ("Server report
 * failed"); an unknown or missing operation is still "the evidence action".
 */
export function failureTitle(operation: string): string {
  return `${Object.hasOwn(REGISTRY, operation) ? REGISTRY[operation].title : 'Evidence action'} failed`
}
