// fast-xml-parser's entry loads its parser and builder with the validator: 230 kB of code, of
// which reading JUnit uses only the well-formedness check. The bundle maps
// `fast-xml-parser/validator` here (tsconfig `paths`; jest's moduleNameMapper maps it to the
// same file), which loads the validator's own module alone. It is named by its file: the
// package exports only its entry.
import type { XMLValidator } from '../../node_modules/fast-xml-parser/src/fxp.js'

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the file the package does not export
const real = require('../../node_modules/fast-xml-parser/src/validator.js') as { validate: typeof XMLValidator.validate }

export const validate = real.validate
