import { Tag } from 'antd';

/**
 * A tag component for a value of a closed set (a status, a kind): the value's label in its colour (antd's grey where
 * none is given; a value without a label shows as itself). `prop` is the name its pages pass the value by.
 */
export function labelTag<P extends string, K extends string>(prop: P, labels: Readonly<Record<K, string>>, colors: Readonly<Partial<Record<K, string>>>) {
  return function LabelTag(props: Readonly<Record<P, K>>) {
    const value = props[prop];
    return <Tag color={colors[value]}>{labels[value] ?? value}</Tag>;
  };
}
