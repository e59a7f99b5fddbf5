/** API and unit tests: the real app on a fresh database per test file (PGlite, or PostgreSQL with DATABASE_URL). */
const swc = ['@swc/jest', {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
}];

module.exports = {
  rootDir: '..',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/api/**/*.spec.ts', '<rootDir>/api/src/**/*.spec.ts', '<rootDir>/shared-dto/src/**/*.spec.ts'],
  // otplib's crypto and base32 plugins (@noble, @scure) ship ES modules only, which Node requires natively
  // but jest's module system does not: swc turns them into CommonJS here
  transform: { '^.+\\.tsx?$': swc, '/node_modules/@(noble|scure)/.+\\.js$': swc },
  transformIgnorePatterns: ['/node_modules/(?!.*/node_modules/)(?!@noble/|@scure/)'],
  // drizzle-orm installs under api/node_modules (npm does not hoist it); tests import it like the api does
  moduleDirectories: ['node_modules', '<rootDir>/api/node_modules'],
  moduleNameMapper: { '^@marketplace/shared-dto$': '<rootDir>/shared-dto/src/index.ts' },
  globalSetup: '<rootDir>/test/api/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/api/support/global-teardown.ts',
  setupFiles: ['reflect-metadata'],
  maxWorkers: 2,
  // a test file boots the whole app on its own database; on a loaded 2-core machine that alone can take a minute
  testTimeout: 120000,
};
