import { useEffect } from 'react';
import type { FormInstance } from 'antd';
import dayjs from 'dayjs';
import type { BatchDetail } from '@pfs/domain/plant';
import { placeKey } from '../utils/batch-steps';
import { factoryToday } from '../utils/plant-format';

type Place = BatchDetail['places'][number];

/**
 * Fills a 批次操作 form once, when it opens: today's date and `values`. Only then: the places and amounts come
 * from the batch as loaded at that moment, and what the user changes afterwards stays.
 */
export function useOpeningValues(form: FormInstance, values: Record<string, unknown>) {
  useEffect(() => {
    form.setFieldsValue({ date: dayjs(factoryToday()), ...values });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);
}

/** The place chosen up front when the batch stands in only one, with its dishes (nothing when there are several). */
export function onlyPlace(places: readonly Place[]): { place?: string; dishes?: number } {
  const only = places.length === 1 ? places[0]! : undefined;
  return only ? { place: placeKey(only), dishes: only.dishes } : {};
}
