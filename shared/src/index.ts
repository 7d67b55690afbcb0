export * from './errors.js';
export * from './limits.js';
export * from './credits.js';
export * from './capabilities.js';
export * from './schemas/report.js';
export * from './schemas/check.js';
export * from './schemas/sourceRule.js';
export * from './schemas/account.js';
