// The bundle's stand-in for Node's crypto (scripts/ncc-commonjs.mjs inlines this function as
// crypto's entry in its table of Node's modules). Loading crypto takes 3-5 ms, a tenth of a
// step, and the toolkit imports it at start-up for one thing most steps need from it: a random
// UUID for each output's delimiter. That one is drawn here from the system's random device, the
// kernel's generator that crypto's own (OpenSSL's) draws from too, so a step that needs nothing
// else of crypto never loads it. Any other use loads crypto, once; from then on crypto answers everything.
// Where there is no random device (Windows), crypto makes the UUID.

/**
 * @param {() => typeof import('node:crypto')} load
 * @param {typeof import('node:fs')} [fs] a test's stand-in for Node's
 */
module.exports = function cryptoOnDemand(load, fs = require('fs')) {
  let loaded
  const real = () => (loaded ??= load())

  /** `size` bytes from /dev/urandom, or undefined when it cannot be read as the device it is. */
  function systemRandom(size) {
    let fd
    try {
      fd = fs.openSync('/dev/urandom', 'r')
      // A regular file there would be anyone's bytes, not the kernel's.
      if (!fs.fstatSync(fd).isCharacterDevice()) return undefined
      const bytes = Buffer.alloc(size)
      return fs.readSync(fd, bytes, 0, size, null) === size ? bytes : undefined
    } catch {
      return undefined
    } finally {
      if (fd !== undefined) fs.closeSync(fd)
    }
  }

  /** RFC 9562's version 4: 122 random bits, the version and variant bits set. */
  function randomUUID(options) {
    const bytes = loaded ? undefined : systemRandom(16)
    if (!bytes) return real().randomUUID(options)
    bytes[6] = (bytes[6] & 0x0f) | 0x40
    bytes[8] = (bytes[8] & 0x3f) | 0x80
    const hex = bytes.toString('hex')
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
  }

  // `__esModule` is asked by webpack's interop at import time and is never crypto's.
  return new Proxy(
    {},
    {
      get: (_, key) => (key === '__esModule' ? undefined : key === 'randomUUID' ? randomUUID : real()[key]),
      set: (_, key, value) => Reflect.set(real(), key, value),
      has: (_, key) => key in real(),
      ownKeys: () => Reflect.ownKeys(real()),
      getOwnPropertyDescriptor: (_, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(real(), key)
        return descriptor && { ...descriptor, configurable: true }
      }
    }
  )
}
