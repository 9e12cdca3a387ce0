// Moved to src/schema, where the action's own schema checks use it too.
export * from '../../schema/linear-regexp.js'
