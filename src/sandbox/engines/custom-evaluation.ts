import { badRequest, notFound } from '../http-error.js'
import { fromColumn } from '../json.js'
import { parseRequestJson } from '../json.js'
import type { Context } from '../request.js'
import { latestVersion } from '../domain/attestation-types.js'
import { JqBudget, JqBudgetError, JqError, ruleHolds } from './jq.js'
import { compileTypeSchema } from './type-schema.js'

/**
 * A custom attestation's verdict, by its type's latest version (or the one it names): its data must satisfy the
 * type's schema (else 400, as the service refuses it), and it is compliant when every jq rule
 * holds. `attestation_data` may come as the JSON value or as JSON text. The rules share one work budget: a
 * rule that would spend past it is refused with 400, naming it, and nothing is recorded.
 */
export function customCompliance(ctx: Context, org: string, typeName: string, sent: unknown): { compliant: boolean; data: unknown } {
  // `name@vN` names one version of the type, as the reference client's `--type` allows.
  const pinned = /^(.+)@v(\d{1,9})$/.exec(typeName)
  const name = pinned ? pinned[1] : typeName
  const version = latestVersion(ctx, org, name, pinned ? Number(pinned[2]) : undefined)
  if (!version) throw notFound(`Custom attestation type '${typeName}'`)
  const data = typeof sent === 'string' ? parseRequestJson(sent, 'attestation_data') : sent
  const schema = fromColumn<unknown>(version.type_schema, null)
  if (schema !== null) {
    const validate = compileTypeSchema(schema, `${org}\0${name}\0${version.version}`)
    if (!validate(data)) {
      const first = validate.errors?.[0]
      throw badRequest(
        `attestation_data does not match the schema of type '${name}' version ${version.version}: ${first?.instancePath || '(data)'} ${first?.message ?? 'is invalid'}`,
        { attestation_data: `${first?.instancePath || '(data)'} ${first?.message ?? 'is invalid'}` }
      )
    }
  }
  const evaluator = fromColumn<{ content_type?: string; rules?: string[] }>(version.evaluator, {})
  const rules = evaluator.content_type === 'jq' ? (evaluator.rules ?? []) : []
  const budget = new JqBudget()
  const compliant = rules.every((rule, i) => {
    try {
      return ruleHolds(rule, data, budget)
    } catch (err) {
      if (err instanceof JqError || err instanceof RangeError) return false
      if (err instanceof JqBudgetError) {
        const shown = rule.length > 200 ? `${rule.slice(0, 200)}…` : rule
        const problem = `rule ${i + 1} (${shown}) ${err.message}`
        throw badRequest(`jq rule ${i + 1} of type '${name}' version ${version.version} cannot be evaluated on this attestation_data: ${problem}`, {
          attestation_data: problem
        })
      }
      throw err
    }
  })
  return { compliant, data }
}
