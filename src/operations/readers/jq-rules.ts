const OPEN: Record<string, string> = { '(': ')', '[': ']', '{': '}' }
const CLOSE = new Set(Object.values(OPEN))

/**
 * Splits `jq-rules` into rules: by line, and by commas that stand outside brackets and strings,
 * so `[.a, .b]` or `{x: .a, y: .b}` stay one rule.
 */
export function splitRules(text: string): string[] {
  const rules: string[] = []
  for (const line of text.split('\n')) {
    let depth = 0
    let inString = false
    let start = 0
    for (let i = 0; i < line.length; i++) {
      const ch = line[i]
      if (inString) {
        if (ch === '\\') i++
        else if (ch === '"') inString = false
      } else if (ch === '"') inString = true
      else if (ch in OPEN) depth++
      else if (CLOSE.has(ch)) depth--
      else if (ch === ',' && depth === 0) {
        rules.push(line.slice(start, i))
        start = i + 1
      }
    }
    rules.push(line.slice(start))
  }
  return rules.map((r) => r.trim()).filter((r) => r !== '')
}

/** What is wrong with a rule's brackets and strings, or `undefined` when they balance. */
export function unbalanced(rule: string): string | undefined {
  const stack: string[] = []
  let inString = false
  for (let i = 0; i < rule.length; i++) {
    const ch = rule[i]
    if (inString) {
      if (ch === '\\') i++
      else if (ch === '"') inString = false
      continue
    }
    if (ch === '"') inString = true
    else if (ch in OPEN) stack.push(OPEN[ch])
    else if (CLOSE.has(ch)) {
      const expected = stack.pop()
      if (expected !== ch)
        return expected ? `\`${ch}\` at position ${i + 1} where \`${expected}\` was expected` : `\`${ch}\` at position ${i + 1} closes nothing`
    }
  }
  if (inString) return 'a string is not closed'
  if (stack.length > 0) return `\`${stack[stack.length - 1]}\` is missing at the end`
  return undefined
}
