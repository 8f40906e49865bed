import { Link } from 'react-router';

export const batchDetailPath = (batchId: number) => `/plant/batch_detail?batch_id=${batchId}`;

/** A batch number that opens its detail page. */
export function BatchLink({ id, no }: { id: number; no: string }) {
  return <Link to={batchDetailPath(id)}>{no}</Link>;
}
