export * from './rule-decide.js';
export * from './rule-eval.js';
export * from './rule-summary.js';
export * from './rule.api.js';
export * from './rule.js';
export * from './switch-lock.api.js';
