import { MaterialPage } from './material-page';

/** /material/supply [supply.list]. */
export default function SupplyPage() {
  return <MaterialPage kind="supply" />;
}
