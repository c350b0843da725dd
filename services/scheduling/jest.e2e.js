// Scheduling's behaviour through the running product (the gateway in front): npm test starts it and sets GATEWAY_URL.
module.exports = {
  ...require('../../jest.preset.js'),
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'],
  testTimeout: 60000,
};
