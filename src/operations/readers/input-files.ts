import { invalidInput } from '../../action/errors.js'
import { FileError, readBoundedFile } from '../../util/files.js'
import { compileJsonSchema, SchemaError, type Validate } from '../../schema/json-schema.js'

/** A file named by an input, read whole within its limit; a problem names the input. */
export function readInputFile(input: string, file: string, maxBytes: number, expected: string): Buffer {
  try {
    return readBoundedFile(file, maxBytes)
  } catch (err) {
    if (err instanceof FileError) throw invalidInput(input, err.message, expected)
    throw err
  }
}

/** A JSON Schema file named by an input: read, parsed and compiled, so a bad one is refused before anything is sent. */
export async function readSchemaFile(input: string, file: string, maxBytes: number): Promise<{ content: Buffer; validate: Validate }> {
  const content = readInputFile(input, file, maxBytes, 'the path of a JSON Schema file')
  let schema: unknown
  try {
    schema = JSON.parse(content.toString('utf8'))
  } catch (err) {
    throw invalidInput(input, `${file} is not JSON (${(err as Error).message})`, 'a JSON Schema file')
  }
  try {
    return { content, validate: await compileJsonSchema(schema) }
  } catch (err) {
    if (err instanceof SchemaError) throw invalidInput(input, `${file}: ${err.message}`, err.expected)
    throw err
  }
}
