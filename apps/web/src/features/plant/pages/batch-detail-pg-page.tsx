import { BatchDetailView } from '../components/batch-detail-view';

/** /batch_detail_pg?batch_id= — the same detail, opened from the planting log (syslog.list). */
export default function BatchDetailPgPage() {
  return <BatchDetailView backTo="/cfg/plantlog" />;
}
