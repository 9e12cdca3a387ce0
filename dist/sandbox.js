// The local sandbox of the evidence service: node dist/sandbox.js --help
import('./sandbox/index.js').catch((error) => {
  console.error(error)
  process.exitCode = 1
})
