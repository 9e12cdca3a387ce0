// Lets a child `node --experimental-transform-types` run the sources as they are: imports
// name `./x.js`, as NodeNext wants, while the file on disk is `./x.ts`.
import { registerHooks } from 'node:module'

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context)
    } catch (error) {
      if (!/^\.{1,2}\/.*\.js$/.test(specifier)) throw error
      return nextResolve(specifier.replace(/\.js$/, '.ts'), context)
    }
  }
})
