import { boolean, doublePrecision, index, jsonb, pgTable, primaryKey, real, smallint, text } from 'drizzle-orm/pg-core';
import { factoryOwned, fidColumn } from '../facility/facility.table.js';
import { tsColumn, updatedAtColumn } from '../../db/columns.js';

/** One observation per factory and hour (the hour's start), from the provider in use when it was stored. */
export const weatherObsTable = pgTable(
  'weather_obs',
  {
    fid: fidColumn(),
    ts: tsColumn('ts').notNull(),
    temp: real('temp').notNull(),
    feelsLike: real('feels_like').notNull(),
    humidity: real('humidity').notNull(),
    /** mm in the hour. */
    precip: real('precip').notNull(),
    windSpeed: real('wind_speed').notNull(),
    wind360: smallint('wind_360').notNull(),
    windScale: smallint('wind_scale').notNull(),
    pressure: real('pressure').notNull(),
    vis: real('vis').notNull(),
    icon: text('icon').notNull(),
    text: text('text').notNull(),
    src: text('src', { enum: ['model', 'qweather'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.fid, t.ts] })],
);
export type WeatherObsRow = typeof weatherObsTable.$inferSelect;

/** The last fetched forecast of each kind per factory; kept when a later fetch fails (then shown as stale). */
export const weatherForecastTable = pgTable(
  'weather_forecasts',
  {
    fid: fidColumn(),
    kind: text('kind', { enum: ['now', 'hourly', 'daily', 'minutely'] }).notNull(),
    src: text('src', { enum: ['model', 'qweather'] }).notNull(),
    fetchedAt: tsColumn('fetched_at').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fid, t.kind] })],
);

/** Wind and rain warning thresholds (rain_alarm_cfg). */
export const weatherWarnCfgTable = pgTable(
  'weather_warn_cfg',
  {
    ...factoryOwned('cfgId'),
    title: text('title').notNull(),
    warnType: text('warn_type', { enum: ['wind_scale', 'rainfall'] }).notNull(),
    warnVal: doublePrecision('warn_val').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('weather_warn_cfg_fid_idx').on(t.fid)],
);
