import { BatchDetailView } from '../components/batch-detail-view';

/** /plant/batch_detail?batch_id= */
export default function BatchDetailPage() {
  return <BatchDetailView backTo="/plant/batch" />;
}
