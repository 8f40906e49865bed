export * from './astro.js';
export * from './model.js';
export * from './noise.js';
export * from './rain.js';
export * from './warnings.js';
export * from './weather-lists.js';
export * from './weather.api.js';
export * from './wind.js';
