import { MaterialPage } from './material-page';

/** /material/seeds [plant.list]. */
export default function SeedsPage() {
  return <MaterialPage kind="seed" />;
}
