// Lets a child `node --experimental-transform-types` run the sources as they are: imports
// name `./x.js`, as NodeNext wants, while the file on disk is `./x.ts`; and
// `fast-xml-parser/validator` is the package's validator module alone, as the bundle
// (tsconfig `paths`) and jest (moduleNameMapper) name it.
import { registerHooks } from 'node:module'

const VALIDATOR = new URL('../node_modules/fast-xml-parser/src/validator.js', import.meta.url).href

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'fast-xml-parser/validator') return nextResolve(VALIDATOR, context)
    try {
      return nextResolve(specifier, context)
    } catch (error) {
      if (!/^\.{1,2}\/.*\.js$/.test(specifier)) throw error
      return nextResolve(specifier.replace(/\.js$/, '.ts'), context)
    }
  }
})
