export * from './member.api.js';
