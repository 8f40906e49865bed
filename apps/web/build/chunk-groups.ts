const NODE_MODULES = /[\\/]node_modules[\\/]/;
const ECHARTS = /[\\/]node_modules[\\/](echarts|zrender)[\\/]/;
const APP_CODE = /[\\/](apps[\\/]web[\\/]src|packages[\\/]domain[\\/]src)[\\/]/;

/**
 * Long-lived chunks instead of ~140 per-component ones, so a refresh of a console page fetches a handful of files.
 * `$initial` is what the entries (the app and /login) import statically: `vendor` holds its libraries (React, router,
 * the antd parts of the login form), `app` its own code; nothing else reaches /login, which keeps it in budget.
 * `vendor-console` is the rest of antd and the libraries the console pages use, `echarts` only where a chart is
 * drawn, and `app-shared` the console code used by two or more pages; each page keeps a chunk of its own.
 */
export const chunkGroups = [
  { name: 'vendor', test: NODE_MODULES, tags: ['$initial' as const], priority: 50 },
  { name: 'app', test: APP_CODE, tags: ['$initial' as const], priority: 40 },
  { name: 'echarts', test: ECHARTS, priority: 30 },
  { name: 'vendor-console', test: NODE_MODULES, priority: 20 },
  { name: 'app-shared', test: APP_CODE, minShareCount: 2, priority: 10 },
];
