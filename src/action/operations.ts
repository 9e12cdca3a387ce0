import { REGISTRY } from './registry.js'
import type { Operation } from './types.js'

/**
 * Every operation by its `operation` input name (the generated registry's), each loaded only
 * when chosen, so a run pays start-up only for the code it uses.
 */
export const OPERATIONS: Record<string, () => Promise<Operation>> = Object.fromEntries(Object.entries(REGISTRY).map(([name, entry]) => [name, entry.load]))

export const OPERATION_NAMES = Object.keys(OPERATIONS)
