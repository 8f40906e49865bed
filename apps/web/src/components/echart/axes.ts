import { formatFactoryTime, formatValue, isFactoryMidnight, needsValueRange, valueAxisRange, valueRule } from '@pfs/domain';

/**
 * Labels of a time axis on the factory clock: a day boundary as its date, other ticks as the time of day.
 * (ECharts' own templates use the browser's zone.)
 */
export const factoryTimeLabel = (value: number) => formatFactoryTime(value, isFactoryMidnight(value) ? 'MM-DD' : 'HH:mm');

/** A time x-axis whose labels and pointer show the factory clock. */
export const factoryTimeAxis = (pointerFormat = 'MM-DD HH:mm') =>
  ({
    type: 'time',
    axisLabel: { hideOverlap: true, formatter: factoryTimeLabel },
    axisPointer: { label: { formatter: (p: { value: unknown }) => formatFactoryTime(Number(p.value), pointerFormat) } },
  }) as const;

/**
 * Min/max and label decimals of a value axis for readings of one unit: the chart scales itself unless the readings
 * span less than the unit's minimum (noise would fill the height) or lines to keep in view (alarm limits) lie outside.
 */
export function valueAxisBounds(values: readonly number[], unit: string, quantity?: string, include: readonly number[] = []) {
  const rule = valueRule(unit, quantity);
  const range = needsValueRange(values, rule, include) ? valueAxisRange(values, rule, include) : null;
  return {
    ...(range ?? {}),
    axisLabel: { formatter: (v: number) => formatValue(v, unit, quantity) },
  };
}
