// ESM all the way: the toolkit packages ship only ESM, so tests load them as the action does.
export default {
  preset: 'ts-jest/presets/default-esm',
  // Node's environment, whose teardown also stands down each file's network guard (see there).
  testEnvironment: '<rootDir>/__tests__/setup/environment.cjs',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts'],
  globalSetup: '<rootDir>/__tests__/setup/global-setup.mjs',
  globalTeardown: '<rootDir>/__tests__/setup/global-teardown.mjs',
  setupFiles: ['<rootDir>/__tests__/setup/network-guard.cjs'],
  // fast-xml-parser/validator: the bundle's name for the validator alone (src/vendor/xml-validator.ts).
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '^fast-xml-parser/validator$': '<rootDir>/node_modules/fast-xml-parser/src/validator.js' },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }] },
  // What the in-process tests exercise of the sources; end-to-end tests run the bundle in child
  // processes, which this does not count. V8's own counters: no instrumented copy of each file.
  collectCoverage: true,
  coverageProvider: 'v8',
  collectCoverageFrom: ['src/**/*.ts'],
  coverageReporters: ['text-summary', 'json-summary', 'html'],
  // Two cores: more workers only thrash.
  maxWorkers: 2,
  testTimeout: 30000
}
